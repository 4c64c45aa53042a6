-- Assessments demo data (runs after seed.sql): Casey's body scans over three months, so the chart
-- has a line at first run, plus a blood test and a DUTCH test with a few values out of range.
-- Dates are relative to the day the seed runs; ids are fixed so re-running changes nothing.
do $seed$
begin

insert into public.assessments (id, client_id, type, measured_on, data, notes, created_by)
values
  ('00000000-0000-4000-9083-000000000001', '00000000-0000-4000-8000-000000000011', 'body_scan', current_date - 82,
   '{"weightKg": 65.1, "bodyFatPercent": 29.0, "leanMassKg": 46.2, "fatMassKg": 18.9, "skeletalMuscleKg": 24.6,
     "visceralFatLevel": 6, "bmrKcal": 1372, "leftArmLeanKg": 2.3, "rightArmLeanKg": 2.4, "trunkLeanKg": 20.1,
     "leftLegLeanKg": 7.1, "rightLegLeanKg": 7.2}',
   'First scan at intake.', '00000000-0000-4000-8000-000000000002'),
  ('00000000-0000-4000-9083-000000000002', '00000000-0000-4000-8000-000000000011', 'body_scan', current_date - 61,
   '{"weightKg": 64.8, "bodyFatPercent": 28.3, "leanMassKg": 46.5, "fatMassKg": 18.3, "skeletalMuscleKg": 24.8,
     "visceralFatLevel": 6, "bmrKcal": 1380}',
   null, '00000000-0000-4000-8000-000000000002'),
  ('00000000-0000-4000-9083-000000000003', '00000000-0000-4000-8000-000000000011', 'body_scan', current_date - 20,
   '{"weightKg": 63.9, "bodyFatPercent": 26.6, "leanMassKg": 46.9, "fatMassKg": 17.0, "skeletalMuscleKg": 25.3,
     "visceralFatLevel": 5, "bmrKcal": 1391, "leftArmLeanKg": 2.4, "rightArmLeanKg": 2.5, "trunkLeanKg": 20.4,
     "leftLegLeanKg": 7.3, "rightLegLeanKg": 7.3}',
   'Steady recomposition.', '00000000-0000-4000-8000-000000000002'),
  ('00000000-0000-4000-9083-000000000010', '00000000-0000-4000-8000-000000000011', 'blood_test', current_date - 30,
   '{"glucoseMmolL": 5.1, "hba1cPercent": 5.2, "totalCholesterolMmolL": 4.6, "ldlMmolL": 2.6, "hdlMmolL": 1.5,
     "triglyceridesMmolL": 0.9, "haemoglobinGL": 128, "ferritinUgL": 12, "ironUmolL": 10.5, "vitaminDNmolL": 42,
     "crpMgL": 1.1, "tshMiuL": 1.9, "freeT4PmolL": 15.2, "freeT3PmolL": 4.6, "testosteroneNmolL": 1.1,
     "oestradiolPmolL": 310, "cortisolNmolL": 420}',
   'Low ferritin and vitamin D: discussed supplements with her GP.', '00000000-0000-4000-8000-000000000002'),
  ('00000000-0000-4000-9083-000000000020', '00000000-0000-4000-8000-000000000011', 'urine_hormone_test', current_date - 28,
   '{"cortisolWaking": 18, "cortisolMorning": 62, "cortisolAfternoon": 21, "cortisolNight": 16,
     "cortisoneWaking": 70, "cortisoneMorning": 150, "cortisoneAfternoon": 60, "cortisoneNight": 30,
     "totalCortisolMetabolites": 4100, "oestrone": 18, "oestradiol": 2.9, "oestriol": 9,
     "hydroxyOestrone2": 8.2, "hydroxyOestrone4": 1.1, "hydroxyOestrone16": 1.5, "methoxyOestrone2": 4.1,
     "alphaPregnanediol": 410, "betaPregnanediol": 1150, "testosterone": 6.1, "dheaS": 380,
     "androsterone": 900, "etiocholanolone": 610, "dihydrotestosterone": 3.2, "melatonin": 24}',
   'Night cortisol a little high: screens off earlier.', '00000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

end
$seed$;
