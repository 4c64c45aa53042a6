import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { instantOf, todayIn, wallTimeExists, weekdayOf } from '@/lib/zoned-time';
import { useBookAppointment } from '../../api/book-appointment';
import { useBookSeries, type SeriesOccurrence } from '../../api/book-series';
import { useTrainerFreeSlots } from '../../api/free-slots';
import { useServices } from '../../api/services';
import type { StudioClock } from '../../api/studio-settings';
import { bookingErrorText } from '../../lib/booking-errors';
import { clockToMinutes, formatTime, wallFields, zoneLabel } from '../../lib/studio-format';
import { ClientPicker } from './ClientPicker';
import { RefusalNotice } from './RefusalNotice';
import { SeriesFields, seriesProblem, type SeriesDraft } from './SeriesFields';
import { SeriesResults } from './SeriesResults';
import { SHEET_CLASS } from './SessionDetailsSheet';
import { ShownWhenNew } from './ShownWhenNew';
import { deliverable, TrainerServiceFields } from './TrainerServiceFields';

/**
 * Staff book a client into a 1:1 service: the client (a trainer's own, anyone for an admin), the
 * service, a day and a free time (or the time clicked on the calendar), once or weekly. The server
 * decides; a rule staff may pass comes back with "Book anyway (override)".
 */
export function BookClientDialog({
  trainerId,
  startsAt,
  clock,
  onClose,
}: {
  trainerId: string | null;
  startsAt?: number;
  clock: StudioClock;
  onClose: () => void;
}) {
  const initial =
    startsAt === undefined ? { date: todayIn(clock.timeZone), time: '' } : wallFields(startsAt, clock.timeZone);
  const [trainer, setTrainer] = useState(trainerId ?? '');
  const [chosenService, setService] = useState('');
  const [clientId, setClientId] = useState('');
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [repeat, setRepeat] = useState(false);
  const [series, setSeries] = useState<SeriesDraft>({ weekdays: [], end: 'weeks', weeks: '8', until: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<SeriesOccurrence[] | null>(null);
  const services = useServices();
  const book = useBookAppointment();
  const bookSeries = useBookSeries();
  const offered = deliverable(services.data ?? [], trainer, 'appointment');
  const serviceId = chosenService || (offered.length === 1 ? offered[0]!.id : '');
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slots = useTrainerFreeSlots(trainer || null, serviceId || null, validDate ? date : '', validDate ? date : '');

  const send = (override: boolean) => {
    const minutes = clockToMinutes(time);
    if (!trainer || !serviceId || !clientId) return setProblem('Choose a client, a service and a time.');
    if (!validDate || minutes === null) return setProblem('Choose a date and a time.');
    if (!wallTimeExists(date, minutes, clock.timeZone)) {
      return setProblem('That time does not exist on this day (the clocks change).');
    }
    if (repeat) {
      const seriesError = seriesProblem(series);
      if (seriesError) return setProblem(seriesError);
    }
    setProblem(null);
    if (repeat) {
      bookSeries.mutate(
        {
          serviceId,
          trainerId: trainer,
          clientId,
          firstDate: date,
          localTime: time,
          weekdays: series.weekdays,
          ...(series.end === 'weeks' ? { weeks: Number(series.weeks) } : { until: series.until }),
          override,
        },
        { onSuccess: setResults },
      );
      return;
    }
    book.mutate(
      {
        serviceId,
        trainerId: trainer,
        clientId,
        startsAt: new Date(instantOf(date, minutes, clock.timeZone)).toISOString(),
        override,
      },
      { onSuccess: onClose },
    );
  };
  const busy = book.isPending || bookSeries.isPending;

  return (
    <Modal
      title={results ? 'Weekly booking' : 'Book a client'}
      open
      onClose={onClose}
      className={SHEET_CLASS}
      footer={
        results ? undefined : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => send(false)} loading={busy}>
              {repeat ? 'Book the series' : 'Book'}
            </Button>
          </div>
        )
      }
    >
      {results ? (
        <SeriesResults occurrences={results} clock={clock} onClose={onClose} />
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send(false);
          }}
        >
          <ClientPicker value={clientId} onChange={setClientId} />
          <TrainerServiceFields
            chooseTrainer={trainerId === null}
            trainerId={trainer}
            onTrainer={(next) => {
              setTrainer(next);
              setService('');
            }}
            services={services.data ?? []}
            servicesError={services.error}
            serviceId={serviceId}
            onService={setService}
            kind="appointment"
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            <TextField
              label="Time"
              type="time"
              step={900}
              value={time}
              hint={`${zoneLabel(clock.timeZone)}; any time: the server checks it`}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
          {serviceId && validDate && (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
                Free times that day
              </legend>
              {slots.isPending ? (
                <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
                  <Spinner /> Finding free times…
                </p>
              ) : slots.error ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {bookingErrorText(slots.error, 'Free times could not be loaded.')}
                </p>
              ) : slots.data.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  No free time that day within working hours.
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {slots.data.map((slot) => {
                    const label = formatTime(slot.start, clock.timeZone);
                    return (
                      <button
                        key={slot.startsAt}
                        type="button"
                        aria-pressed={time === label}
                        onClick={() => setTime(label)}
                        className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm tabular-nums hover:bg-slate-100 aria-pressed:border-emerald-600 aria-pressed:bg-emerald-50 aria-pressed:font-semibold dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-emerald-500/20"
                      >
                        {label}
                      </button>
                    );
                  })}
                </div>
              )}
            </fieldset>
          )}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={repeat}
              onChange={(event) => {
                setRepeat(event.target.checked);
                if (event.target.checked && series.weekdays.length === 0 && validDate) {
                  setSeries({ ...series, weekdays: [weekdayOf(date)] });
                }
              }}
            />
            Repeat weekly
          </label>
          {repeat && <SeriesFields draft={series} onChange={setSeries} weekStart={clock.weekStart} />}
          {problem && (
            <ShownWhenNew watch={problem}>
              <Alert>{problem}</Alert>
            </ShownWhenNew>
          )}
          {book.error && (
            <ShownWhenNew watch={book.error}>
              <RefusalNotice error={book.error} busy={book.isPending} onOverride={() => send(true)} />
            </ShownWhenNew>
          )}
          {bookSeries.error && (
            <ShownWhenNew watch={bookSeries.error}>
              <RefusalNotice error={bookSeries.error} busy={bookSeries.isPending} onOverride={() => send(true)} />
            </ShownWhenNew>
          )}
          <button type="submit" hidden />
        </form>
      )}
    </Modal>
  );
}
