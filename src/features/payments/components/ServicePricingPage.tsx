import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { useCreditCategories, type CreditCategory } from '../api/credit-categories';
import { useServicePricing, type ServicePricing } from '../api/service-pricing';
import { useStudioMoney } from '../api/studio-money';
import { describeAccepted, describeDropIn, isFreeService } from '../lib/service-price';
import { CatalogueFrame } from './CatalogueFrame';
import { CreditCategoriesSection } from './CreditCategoriesSection';
import { ServicePriceDialog } from './ServicePriceDialog';

/** `/services/pricing` (admins): each service's drop-in price and accepted credits, and the categories. */
export default function ServicePricingPage() {
  const money = useStudioMoney();
  const categories = useCreditCategories();
  const services = useServicePricing();
  const [pricing, setPricing] = useState<ServicePricing | null>(null);

  return (
    <CatalogueFrame
      title="Pricing"
      subtitle="What each service costs as a drop-in, and which credits pay for it."
      what="prices"
      reads={[money, categories, services]}
    >
      {() => {
        const currency = money.data!.currency;
        const allCategories = categories.data!;
        const active = services.data!.filter((service) => !service.is_archived);
        return (
          <>
            <CreditCategoriesSection categories={allCategories} />
            <section aria-labelledby="service-prices-title" className="flex flex-col gap-3">
              <h2 id="service-prices-title" className="font-semibold text-slate-900 dark:text-white">
                Services
              </h2>
              {active.length === 0 ? (
                <EmptyState icon={<Briefcase className="size-6" />} title="No services yet">
                  Add services under Service types, then price them here.
                </EmptyState>
              ) : (
                <ul aria-label="Service prices" className="grid grid-cols-1 gap-3 md:grid-cols-2">
                  {active.map((service) => (
                    <ServicePriceCard
                      key={service.id}
                      service={service}
                      categories={allCategories}
                      currency={currency}
                      onEdit={() => setPricing(service)}
                    />
                  ))}
                </ul>
              )}
            </section>
            {pricing && (
              <ServicePriceDialog
                key={pricing.id}
                service={pricing}
                categories={allCategories}
                currency={currency}
                onClose={() => setPricing(null)}
              />
            )}
          </>
        );
      }}
    </CatalogueFrame>
  );
}

function ServicePriceCard({
  service,
  categories,
  currency,
  onEdit,
}: {
  service: ServicePricing;
  categories: CreditCategory[];
  currency: string;
  onEdit: () => void;
}) {
  const names = categories.filter((category) => service.categoryIds.includes(category.id)).map((c) => c.name);
  const free = isFreeService(service);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{service.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {service.capacity > 1 ? 'Class' : '1:1 appointment'}
          </p>
        </div>
        {free ? <Chip tone="warning">Free</Chip> : <Chip tone="accent">Paid</Chip>}
      </div>
      {free ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">Free: booking it costs nothing.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">Drop-in</dt>
          <dd>{describeDropIn(service.drop_in_price_minor, currency)}</dd>
          <dt className="text-slate-500 dark:text-slate-400">Paid with</dt>
          <dd className="break-words">{describeAccepted(names)}</dd>
        </dl>
      )}
      <div>
        <Button variant="secondary" onClick={onEdit} aria-label={`Set price of ${service.name}`}>
          Set price
        </Button>
      </div>
    </li>
  );
}
