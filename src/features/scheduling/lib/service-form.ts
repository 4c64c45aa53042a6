import type { ClientType } from '@/lib/account-enums';

/** What a service is saved as (the `services` row plus who delivers it). */
export interface ServiceInput {
  id: string;
  name: string;
  description: string;
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  capacity: number;
  location: 'in_person' | 'virtual';
  video_url: string | null;
  colour: string;
  /** null: every client type may book it. */
  allowed_client_types: ClientType[] | null;
  trainerIds: string[];
}

/** The form as typed: numbers are text until they are checked. */
export interface ServiceDraft {
  id: string;
  name: string;
  description: string;
  duration: string;
  bufferBefore: string;
  bufferAfter: string;
  kind: 'appointment' | 'class';
  capacity: string;
  location: 'in_person' | 'virtual';
  videoUrl: string;
  colour: string;
  /** Empty: everyone. */
  clientTypes: ClientType[];
  trainerIds: string[];
}

/** A palette that reads on light and dark calendars; any #rrggbb is accepted. */
export const SERVICE_COLOURS = ['#2563eb', '#059669', '#d97706', '#dc2626', '#7c3aed', '#db2777', '#0891b2', '#4b5563'];

export const newServiceDraft = (id: string): ServiceDraft => ({
  id,
  name: '',
  description: '',
  duration: '60',
  bufferBefore: '0',
  bufferAfter: '0',
  kind: 'appointment',
  capacity: '10',
  location: 'in_person',
  videoUrl: '',
  colour: SERVICE_COLOURS[0]!,
  clientTypes: [],
  trainerIds: [],
});

export const draftOf = (service: ServiceInput): ServiceDraft => ({
  id: service.id,
  name: service.name,
  description: service.description,
  duration: String(service.duration_minutes),
  bufferBefore: String(service.buffer_before_minutes),
  bufferAfter: String(service.buffer_after_minutes),
  kind: service.capacity > 1 ? 'class' : 'appointment',
  capacity: String(service.capacity > 1 ? service.capacity : 10),
  location: service.location,
  videoUrl: service.video_url ?? '',
  colour: service.colour,
  clientTypes: service.allowed_client_types ?? [],
  trainerIds: service.trainerIds,
});

export type ServiceErrors = Partial<Record<keyof ServiceDraft, string>>;

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * Checks a draft against the same limits as the database (so a person sees the reason beside the
 * field, not a refusal after saving) and gives the row to save, or the errors by field.
 */
export function checkServiceDraft(draft: ServiceDraft): { input: ServiceInput } | { errors: ServiceErrors } {
  const errors: ServiceErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the service a name.';
  else if (name.length > 120) errors.name = 'Keep the name to 120 characters.';
  if (draft.description.length > 2000) errors.description = 'Keep the description to 2,000 characters.';
  const duration = wholeNumber(draft.duration, 5, 720);
  if (duration === null) errors.duration = 'A length from 5 to 720 minutes.';
  const before = wholeNumber(draft.bufferBefore, 0, 240);
  if (before === null) errors.bufferBefore = 'From 0 to 240 minutes.';
  const after = wholeNumber(draft.bufferAfter, 0, 240);
  if (after === null) errors.bufferAfter = 'From 0 to 240 minutes.';
  const capacity = draft.kind === 'appointment' ? 1 : wholeNumber(draft.capacity, 2, 500);
  if (capacity === null) errors.capacity = 'A class holds 2 to 500 people.';
  const videoUrl = draft.videoUrl.trim();
  if (draft.location === 'virtual') {
    if (!videoUrl) errors.videoUrl = 'A virtual service needs its video link.';
    else if (!/^https:\/\/\S+$/.test(videoUrl) || videoUrl.length > 500) {
      errors.videoUrl = 'Use the full https:// link of the video room.';
    }
  }
  if (!/^#[0-9a-fA-F]{6}$/.test(draft.colour)) errors.colour = 'Pick a colour.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      id: draft.id,
      name,
      description: draft.description.trim(),
      duration_minutes: duration!,
      buffer_before_minutes: before!,
      buffer_after_minutes: after!,
      capacity: capacity!,
      location: draft.location,
      video_url: draft.location === 'virtual' ? videoUrl : null,
      colour: draft.colour.toLowerCase(),
      allowed_client_types: draft.clientTypes.length > 0 ? [...draft.clientTypes].sort() : null,
      trainerIds: [...new Set(draft.trainerIds)],
    },
  };
}

/** "60 min · 15 min after" */
export function describeTiming(
  service: Pick<ServiceInput, 'duration_minutes' | 'buffer_before_minutes' | 'buffer_after_minutes'>,
) {
  const parts = [`${service.duration_minutes} min`];
  if (service.buffer_before_minutes > 0) parts.push(`${service.buffer_before_minutes} min before`);
  if (service.buffer_after_minutes > 0) parts.push(`${service.buffer_after_minutes} min after`);
  return parts.join(' · ');
}
