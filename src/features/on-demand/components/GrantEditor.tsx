import { X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { SelectField } from '@/components/ui/SelectField';
import { toProviderMessage } from '@/lib/errors';
import type { Audiences } from '../api/audiences';
import { useAddGrant, useRemoveGrant, type GrantInput } from '../api/collection-writes';
import { CLIENT_TYPE_LABEL, describeGrant, type Audience, type AudienceNames, type GrantRow } from '../lib/audience';

const AUDIENCE_OPTIONS: { value: Audience; label: string }[] = [
  { value: 'everyone', label: 'All clients' },
  { value: 'client_type', label: 'A client type' },
  { value: 'client', label: 'Chosen clients' },
  { value: 'membership_plan', label: 'Members of a plan' },
  { value: 'package', label: 'Holders of a pack' },
];

function targetsOf(audience: Audience, audiences: Audiences): { value: string; label: string }[] {
  switch (audience) {
    case 'everyone':
      return [];
    case 'client_type':
      return Object.entries(CLIENT_TYPE_LABEL).map(([value, label]) => ({ value, label }));
    case 'client':
      return audiences.clients.map((client) => ({ value: client.id, label: client.name }));
    case 'membership_plan':
      return audiences.plans.map((plan) => ({ value: plan.id, label: plan.name }));
    case 'package':
      return audiences.packages.map((pack) => ({ value: pack.id, label: pack.name }));
  }
}

function grantOf(collectionId: string, audience: Audience, target: string): GrantInput {
  return {
    collection_id: collectionId,
    audience,
    client_type: audience === 'client_type' ? (target as GrantInput['client_type']) : null,
    client_id: audience === 'client' ? target : null,
    plan_id: audience === 'membership_plan' ? target : null,
    package_id: audience === 'package' ? target : null,
  };
}

/** Who a collection is granted to: the grants in words, one to remove each, and a way to add one. */
export function GrantEditor({
  collectionId,
  title,
  grants,
  audiences,
  names,
}: {
  collectionId: string;
  title: string;
  grants: readonly GrantRow[];
  audiences: Audiences;
  names: AudienceNames;
}) {
  const [audience, setAudience] = useState<Audience>('everyone');
  const [target, setTarget] = useState('');
  const add = useAddGrant();
  const remove = useRemoveGrant();
  const targets = targetsOf(audience, audiences);
  const chosen = audience === 'everyone' ? 'all' : target || (targets[0]?.value ?? '');
  return (
    <div className="flex flex-col gap-2">
      {grants.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Not granted to anyone yet.</p>
      ) : (
        <ul aria-label={`Who can see ${title}`} className="flex flex-wrap gap-2">
          {grants.map((grant) => (
            <li
              key={grant.id}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-slate-800"
            >
              {describeGrant(grant, names)}
              <IconButton
                size="sm"
                label={`Stop granting ${title} to ${describeGrant(grant, names)}`}
                onClick={() => remove.mutate(grant.id)}
              >
                <X className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label="Grant to"
          value={audience}
          options={AUDIENCE_OPTIONS}
          onChange={(event) => {
            setAudience(event.target.value as Audience);
            setTarget('');
          }}
        />
        {audience !== 'everyone' && (
          <SelectField
            label="Which"
            value={chosen}
            options={targets}
            onChange={(event) => setTarget(event.target.value)}
          />
        )}
        <Button
          variant="secondary"
          disabled={add.isPending || !chosen}
          onClick={() => add.mutate(grantOf(collectionId, audience, chosen))}
        >
          Add grant
        </Button>
      </div>
      {(add.error ?? remove.error) && (
        <Alert>
          {(add.error as { code?: string } | null)?.code === '23505'
            ? 'It is already granted to them.'
            : toProviderMessage(add.error ?? remove.error, 'The grant could not be changed. Try again.')}
        </Alert>
      )}
    </div>
  );
}
