import { describe, expect, it } from 'vitest';
import { audienceLabel, serviceKindLabel } from '@/features/scheduling/lib/labels';
import { checkServiceDraft, describeTiming, draftOf, newServiceDraft } from '@/features/scheduling/lib/service-form';

const ID = '11111111-1111-4111-8111-111111111111';
const draft = (patch: Partial<ReturnType<typeof newServiceDraft>> = {}) => ({ ...newServiceDraft(ID), ...patch });

describe('checkServiceDraft', () => {
  it('turns a valid appointment into the row to save (capacity 1, no link, everyone may book)', () => {
    const result = checkServiceDraft(
      draft({ name: '  Personal training ', duration: '45', bufferAfter: '15', trainerIds: ['t1', 't1', 't2'] }),
    );
    expect(result).toEqual({
      input: {
        id: ID,
        name: 'Personal training',
        description: '',
        duration_minutes: 45,
        buffer_before_minutes: 0,
        buffer_after_minutes: 15,
        capacity: 1,
        location: 'in_person',
        video_url: null,
        colour: '#2563eb',
        allowed_client_types: null,
        trainerIds: ['t1', 't2'],
      },
    });
  });

  it('keeps a class capacity and a virtual link, and the client types chosen', () => {
    const result = checkServiceDraft(
      draft({
        name: 'HIIT',
        kind: 'class',
        capacity: '12',
        location: 'virtual',
        videoUrl: 'https://meet.example.com/hiit',
        clientTypes: ['virtual', 'in-person'],
      }),
    );
    expect(result).toMatchObject({
      input: {
        capacity: 12,
        video_url: 'https://meet.example.com/hiit',
        allowed_client_types: ['in-person', 'virtual'],
      },
    });
  });

  it('says what is wrong beside each field, with the database limits', () => {
    const result = checkServiceDraft(
      draft({
        name: ' ',
        duration: '4',
        bufferBefore: '-5',
        bufferAfter: '1.5',
        kind: 'class',
        capacity: '1',
        location: 'virtual',
        videoUrl: 'http://insecure.example.com',
        colour: 'red',
      }),
    );
    expect(result).toEqual({
      errors: {
        name: 'Give the service a name.',
        duration: 'A length from 5 to 720 minutes.',
        bufferBefore: 'From 0 to 240 minutes.',
        bufferAfter: 'From 0 to 240 minutes.',
        capacity: 'A class holds 2 to 500 people.',
        videoUrl: 'Use the full https:// link of the video room.',
        colour: 'Pick a colour.',
      },
    });
    expect(checkServiceDraft(draft({ name: 'Zoom', location: 'virtual' }))).toEqual({
      errors: { videoUrl: 'A virtual service needs its video link.' },
    });
  });

  it('drops the link of a service moved back in person, and the class size of an appointment', () => {
    const result = checkServiceDraft(draft({ name: 'PT', videoUrl: 'https://old.example.com', capacity: 'x' }));
    expect(result).toMatchObject({ input: { video_url: null, capacity: 1 } });
  });

  it('round-trips a saved service through the form', () => {
    const checked = checkServiceDraft(
      draft({ name: 'Yoga', kind: 'class', capacity: '20', clientTypes: ['programming'] }),
    );
    if (!('input' in checked)) throw new Error('expected a valid draft');
    expect(checkServiceDraft(draftOf(checked.input))).toEqual(checked);
  });
});

describe('labels', () => {
  it('describes timing, kind and who may book', () => {
    expect(describeTiming({ duration_minutes: 60, buffer_before_minutes: 0, buffer_after_minutes: 15 })).toBe(
      '60 min · 15 min after',
    );
    expect(serviceKindLabel({ capacity: 1 })).toBe('1:1 appointment');
    expect(serviceKindLabel({ capacity: 8 })).toBe('Class · 8 places');
    expect(audienceLabel(null)).toBe('All clients');
    expect(audienceLabel(['in-person', 'virtual'])).toBe('In-person and Virtual clients only');
  });
});
