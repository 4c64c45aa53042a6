/**
 * What each assessment records: the markers, their units, the values the database accepts
 * (`limits`, a plausibility check against typing errors) and the typical adult reference range
 * (`range`, a guide for flagging; the lab's own report is authoritative). Where women and men
 * differ, the range is given per sex.
 *
 * The database holds the same keys and limits (migration 20260101000600_progress_and_assessments.sql); a unit test keeps the
 * two equal.
 */
export type AssessmentType = 'body_scan' | 'blood_test' | 'urine_hormone_test';
export type Sex = 'male' | 'female';

/** Low and high ends of a range; `null` means no bound on that side. */
export type Range = readonly [number | null, number | null];

export interface Marker {
  key: string;
  label: string;
  unit: string;
  group: string;
  limits: readonly [number, number];
  range?: Range | Readonly<Record<Sex, Range>>;
}

const m = (
  group: string,
  key: string,
  label: string,
  unit: string,
  limits: readonly [number, number],
  range?: Marker['range'],
): Marker => ({ key, label, unit, group, limits, range });
const bySex = (female: Range, male: Range) => ({ female, male });

const BODY_SCAN: Marker[] = [
  m('Composition', 'weightKg', 'Weight', 'kg', [20, 400]),
  m('Composition', 'bodyFatPercent', 'Body fat', '%', [2, 75], bySex([21, 33], [8, 20])),
  m('Composition', 'leanMassKg', 'Lean mass', 'kg', [10, 200]),
  m('Composition', 'fatMassKg', 'Fat mass', 'kg', [0.5, 250]),
  m('Composition', 'skeletalMuscleKg', 'Skeletal muscle', 'kg', [5, 120]),
  m('Composition', 'visceralFatLevel', 'Visceral fat', 'level', [1, 60], [1, 12]),
  m('Composition', 'bmrKcal', 'Basal metabolic rate', 'kcal/day', [500, 5000]),
  m('Segmental lean mass', 'leftArmLeanKg', 'Left arm', 'kg', [0, 40]),
  m('Segmental lean mass', 'rightArmLeanKg', 'Right arm', 'kg', [0, 40]),
  m('Segmental lean mass', 'trunkLeanKg', 'Trunk', 'kg', [0, 100]),
  m('Segmental lean mass', 'leftLegLeanKg', 'Left leg', 'kg', [0, 60]),
  m('Segmental lean mass', 'rightLegLeanKg', 'Right leg', 'kg', [0, 60]),
];

const BLOOD_TEST: Marker[] = [
  m('Metabolic', 'glucoseMmolL', 'Fasting glucose', 'mmol/L', [0.5, 50], [3.9, 5.5]),
  m('Metabolic', 'hba1cPercent', 'HbA1c', '%', [2, 20], [4, 5.6]),
  m('Lipids', 'totalCholesterolMmolL', 'Total cholesterol', 'mmol/L', [0.5, 30], [null, 5]),
  m('Lipids', 'ldlMmolL', 'LDL cholesterol', 'mmol/L', [0, 20], [null, 3]),
  m('Lipids', 'hdlMmolL', 'HDL cholesterol', 'mmol/L', [0, 10], bySex([1.2, null], [1, null])),
  m('Lipids', 'triglyceridesMmolL', 'Triglycerides', 'mmol/L', [0, 50], [null, 1.7]),
  m('Blood and iron', 'haemoglobinGL', 'Haemoglobin', 'g/L', [20, 300], bySex([120, 150], [130, 170])),
  m('Blood and iron', 'ferritinUgL', 'Ferritin', 'µg/L', [0, 10000], bySex([15, 150], [30, 400])),
  m('Blood and iron', 'ironUmolL', 'Iron', 'µmol/L', [0, 200], bySex([9, 30.4], [11.6, 31.3])),
  m('Vitamins and inflammation', 'vitaminDNmolL', 'Vitamin D (25-OH)', 'nmol/L', [0, 1000], [50, 125]),
  m('Vitamins and inflammation', 'crpMgL', 'CRP', 'mg/L', [0, 1000], [null, 5]),
  m('Thyroid', 'tshMiuL', 'TSH', 'mIU/L', [0, 200], [0.4, 4]),
  m('Thyroid', 'freeT4PmolL', 'Free T4', 'pmol/L', [0, 200], [12, 22]),
  m('Thyroid', 'freeT3PmolL', 'Free T3', 'pmol/L', [0, 100], [3.1, 6.8]),
  m('Hormones', 'testosteroneNmolL', 'Testosterone', 'nmol/L', [0, 200], bySex([0.3, 2.4], [8.6, 29])),
  m('Hormones', 'oestradiolPmolL', 'Oestradiol', 'pmol/L', [0, 20000], bySex([45, 1460], [40, 160])),
  m('Hormones', 'cortisolNmolL', 'Cortisol (morning)', 'nmol/L', [0, 5000], [140, 690]),
];

const DUTCH = 'ng/mg';
const URINE_HORMONE_TEST: Marker[] = [
  m('Free cortisol pattern', 'cortisolWaking', 'Cortisol, waking', DUTCH, [0, 1000], [10, 50]),
  m('Free cortisol pattern', 'cortisolMorning', 'Cortisol, morning', DUTCH, [0, 1000], [30, 130]),
  m('Free cortisol pattern', 'cortisolAfternoon', 'Cortisol, afternoon', DUTCH, [0, 1000], [7, 30]),
  m('Free cortisol pattern', 'cortisolNight', 'Cortisol, night', DUTCH, [0, 1000], [0, 14]),
  m('Free cortisone pattern', 'cortisoneWaking', 'Cortisone, waking', DUTCH, [0, 2000], [40, 120]),
  m('Free cortisone pattern', 'cortisoneMorning', 'Cortisone, morning', DUTCH, [0, 2000], [90, 230]),
  m('Free cortisone pattern', 'cortisoneAfternoon', 'Cortisone, afternoon', DUTCH, [0, 2000], [40, 120]),
  m('Free cortisone pattern', 'cortisoneNight', 'Cortisone, night', DUTCH, [0, 2000], [0, 55]),
  m('Cortisol metabolites', 'totalCortisolMetabolites', 'Total cortisol metabolites', DUTCH, [0, 100000], [2750, 6500]),
  m('Oestrogens', 'oestrone', 'Oestrone (E1)', DUTCH, [0, 1000], bySex([12, 26], [4, 16])),
  m('Oestrogens', 'oestradiol', 'Oestradiol (E2)', DUTCH, [0, 1000], bySex([1.8, 4.5], [0.5, 1.1])),
  m('Oestrogens', 'oestriol', 'Oestriol (E3)', DUTCH, [0, 1000], bySex([5, 18], [2, 8])),
  m('Oestrogen metabolites', 'hydroxyOestrone2', '2-OH-E1', DUTCH, [0, 1000], bySex([5.1, 13.1], [0.6, 3])),
  m('Oestrogen metabolites', 'hydroxyOestrone4', '4-OH-E1', DUTCH, [0, 1000], bySex([0, 1.8], [0, 0.5])),
  m('Oestrogen metabolites', 'hydroxyOestrone16', '16-OH-E1', DUTCH, [0, 1000], bySex([0.7, 2.6], [0.3, 1.2])),
  m('Oestrogen metabolites', 'methoxyOestrone2', '2-Methoxy-E1', DUTCH, [0, 1000], bySex([2.5, 6.5], [0.75, 1.5])),
  m('Progesterone metabolites', 'alphaPregnanediol', 'α-Pregnanediol', DUTCH, [0, 20000], bySex([200, 740], [20, 130])),
  m('Progesterone metabolites', 'betaPregnanediol', 'β-Pregnanediol', DUTCH, [0, 20000], bySex([600, 2000], [75, 400])),
  m('Androgens', 'testosterone', 'Testosterone', DUTCH, [0, 2000], bySex([2.3, 14], [25, 115])),
  m('Androgens', 'dheaS', 'DHEA-S', DUTCH, [0, 20000], bySex([20, 750], [30, 1500])),
  m('Androgens', 'androsterone', 'Androsterone', DUTCH, [0, 20000], bySex([200, 1650], [500, 3000])),
  m('Androgens', 'etiocholanolone', 'Etiocholanolone', DUTCH, [0, 20000], bySex([200, 1000], [400, 1500])),
  m('Androgens', 'dihydrotestosterone', '5α-DHT', DUTCH, [0, 1000], bySex([0, 6.6], [5, 25])),
  m('Melatonin', 'melatonin', 'Melatonin (6-OHMS)', DUTCH, [0, 1000], [10, 85]),
];

export const MARKERS: Record<AssessmentType, readonly Marker[]> = {
  body_scan: BODY_SCAN,
  blood_test: BLOOD_TEST,
  urine_hormone_test: URINE_HORMONE_TEST,
};

export const ASSESSMENT_TYPES: readonly AssessmentType[] = ['body_scan', 'blood_test', 'urine_hormone_test'];

export const ASSESSMENT_META: Record<AssessmentType, { title: string; short: string; slug: string }> = {
  body_scan: { title: 'Body scan', short: 'Body scan', slug: 'bodyscan' },
  blood_test: { title: 'Blood test', short: 'Blood test', slug: 'bloodtest' },
  urine_hormone_test: { title: 'Urine hormone (DUTCH) test', short: 'DUTCH test', slug: 'dutchtest' },
};

export function markerFor(type: AssessmentType, key: string): Marker | undefined {
  return MARKERS[type].find((marker) => marker.key === key);
}

/** `{ type: { key: [min, max] } }`: what the database's check accepts. */
export function databaseLimits(): Record<AssessmentType, Record<string, [number, number]>> {
  const out = {} as Record<AssessmentType, Record<string, [number, number]>>;
  for (const type of ASSESSMENT_TYPES) {
    out[type] = Object.fromEntries(MARKERS[type].map((marker) => [marker.key, [...marker.limits]]));
  }
  return out;
}
