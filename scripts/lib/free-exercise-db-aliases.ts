/**
 * "Also known as" names for free-exercise-db records, keyed by the dataset's stable `id`, which the
 * importer writes into `exercises.aliases` (issue 32). They are the names coaches, clients and
 * language models use for the dataset's most common exercises: abbreviations (RDL, OHP, CGBP), gym
 * names (pec deck, skull crusher), the singular of the dataset's plural names (Pushups, Dumbbell
 * Flyes) and the name with its equipment spelled out where the dataset leaves it implicit.
 *
 * Written from how gyms name these lifts, record by record after reading each record's
 * instructions (a split squat with the rear foot elevated is the Bulgarian one); not fitted to the
 * matcher's held-out names (scripts/bench/matcher-heldout.ts), which were not consulted.
 *
 * An alias must not name a different movement: "Squat" or "Curl" alone is nobody's alias. The
 * importer drops an alias that another exercise of the library already uses as its name or alias
 * (the database refuses it otherwise) and reports it.
 */
export const FREE_EXERCISE_DB_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Squats
  Barbell_Squat: ['Back Squat', 'Barbell Back Squat', 'High-Bar Squat'],
  Front_Barbell_Squat: ['Front Squat', 'Barbell Front Squat'],
  Goblet_Squat: ['Goblet Squats', 'Kettlebell Goblet Squat'],
  Bodyweight_Squat: ['Air Squat', 'Air Squats'],
  Freehand_Jump_Squat: ['Jump Squat', 'Jump Squats'],
  Box_Squat: ['Barbell Box Squat'],
  Overhead_Squat: ['OHS', 'Barbell Overhead Squat'],
  Zercher_Squats: ['Zercher Squat'],
  Smith_Machine_Squat: ['Smith Squat'],
  Hack_Squat: ['Machine Hack Squat'],
  Split_Squat_with_Dumbbells: [
    'Bulgarian Split Squat',
    'Dumbbell Bulgarian Split Squat',
    'Rear-Foot-Elevated Split Squat',
    'RFESS',
  ],
  // Hinges
  Barbell_Deadlift: ['Deadlift', 'Conventional Deadlift'],
  Romanian_Deadlift: ['RDL', 'Barbell RDL', 'Barbell Romanian Deadlift'],
  'Stiff-Legged_Barbell_Deadlift': ['SLDL', 'Stiff-Leg Deadlift', 'Stiff-Legged Deadlift'],
  'Stiff-Legged_Dumbbell_Deadlift': ['Dumbbell RDL', 'Dumbbell Romanian Deadlift', 'Dumbbell Stiff-Leg Deadlift'],
  Sumo_Deadlift: ['Sumo DL', 'Barbell Sumo Deadlift'],
  Trap_Bar_Deadlift: ['Hex Bar Deadlift', 'Hex-Bar Deadlift'],
  Good_Morning: ['Barbell Good Morning', 'Good Mornings'],
  Hyperextensions_Back_Extensions: ['Back Extension', 'Back Extensions', 'Hyperextension', '45-Degree Back Extension'],
  Glute_Ham_Raise: ['GHR', 'Glute-Ham Raise'],
  Reverse_Hyperextension: ['Reverse Hyper'],
  Barbell_Hip_Thrust: ['Hip Thrust', 'Hip Thrusts', 'Barbell Glute Thrust'],
  Barbell_Glute_Bridge: ['Weighted Glute Bridge'],
  Butt_Lift_Bridge: ['Glute Bridge', 'Bodyweight Glute Bridge', 'Hip Bridge'],
  'One-Arm_Kettlebell_Swings': ['Single-Arm Kettlebell Swing', 'One-Arm Kettlebell Swing'],
  Pull_Through: ['Cable Pull-Through', 'Cable Pull Through'],
  // Lunges and steps
  Dumbbell_Lunges: ['Dumbbell Lunge', 'DB Lunge'],
  Barbell_Lunge: ['Barbell Lunges', 'Barbell Forward Lunge'],
  Bodyweight_Walking_Lunge: ['Walking Lunge', 'Walking Lunges'],
  Barbell_Walking_Lunge: ['Barbell Walking Lunges'],
  Dumbbell_Rear_Lunge: ['Reverse Lunge', 'Dumbbell Reverse Lunge'],
  Dumbbell_Step_Ups: ['Dumbbell Step-Up', 'Step-Up', 'Step-Ups'],
  // Legs on machines
  Leg_Press: ['Machine Leg Press', '45-Degree Leg Press'],
  Leg_Extensions: ['Leg Extension', 'Quad Extension', 'Machine Leg Extension'],
  Lying_Leg_Curls: ['Lying Leg Curl', 'Lying Hamstring Curl', 'Leg Curl'],
  Seated_Leg_Curl: ['Seated Hamstring Curl'],
  Standing_Calf_Raises: ['Standing Calf Raise', 'Machine Calf Raise', 'Calf Raise'],
  Seated_Calf_Raise: ['Seated Calf Raises'],
  Thigh_Abductor: ['Hip Abduction Machine', 'Abductor Machine'],
  Thigh_Adductor: ['Hip Adduction Machine', 'Adductor Machine'],
  // Chest
  'Barbell_Bench_Press_-_Medium_Grip': [
    'Bench Press',
    'Barbell Bench Press',
    'Flat Bench Press',
    'Flat Barbell Bench Press',
  ],
  'Barbell_Incline_Bench_Press_-_Medium_Grip': ['Incline Bench Press', 'Incline Barbell Bench Press'],
  Decline_Barbell_Bench_Press: ['Decline Bench Press'],
  'Close-Grip_Barbell_Bench_Press': ['CGBP', 'Close-Grip Bench Press', 'Close Grip Bench Press'],
  Dumbbell_Bench_Press: ['DB Bench Press', 'Flat Dumbbell Press', 'Dumbbell Chest Press', 'Flat Dumbbell Bench Press'],
  Incline_Dumbbell_Press: ['Incline DB Press', 'Incline Dumbbell Bench Press'],
  Dumbbell_Floor_Press: ['DB Floor Press'],
  Dumbbell_Flyes: ['Dumbbell Fly', 'Dumbbell Chest Fly', 'Flat Dumbbell Fly', 'DB Fly'],
  Incline_Dumbbell_Flyes: ['Incline Dumbbell Fly', 'Incline DB Fly'],
  Cable_Crossover: ['Cable Fly', 'Cable Flye', 'Cable Chest Fly', 'Cable Crossovers'],
  Butterfly: ['Pec Deck', 'Pec Deck Fly', 'Machine Chest Fly', 'Machine Fly'],
  Machine_Bench_Press: ['Machine Chest Press', 'Seated Chest Press Machine'],
  Pushups: ['Push-Up', 'Push-Ups', 'Push Up', 'Press-Up', 'Press-Ups'],
  Parallel_Bar_Dip: ['Dip', 'Dips', 'Bar Dip', 'Parallel Bar Dips'],
  'Dips_-_Triceps_Version': ['Triceps Dip', 'Tricep Dips'],
  Bench_Dips: ['Bench Dip'],
  // Back
  Bent_Over_Barbell_Row: ['Barbell Row', 'Bent-Over Row', 'Barbell Bent-Over Row', 'BB Row'],
  'One-Arm_Dumbbell_Row': ['Dumbbell Row', 'Single-Arm Dumbbell Row', 'One-Arm DB Row', 'DB Row'],
  Seated_Cable_Rows: ['Seated Cable Row', 'Cable Row', 'Seated Row'],
  'T-Bar_Row_with_Handle': ['T-Bar Row', 'T-Bar Rows'],
  Inverted_Row: ['Bodyweight Row', 'Australian Pull-Up', 'Australian Row'],
  'Wide-Grip_Lat_Pulldown': ['Lat Pulldown', 'Lat Pull-Down', 'Wide-Grip Pulldown', 'Cable Lat Pulldown'],
  'Close-Grip_Front_Lat_Pulldown': ['Close-Grip Lat Pulldown', 'Close-Grip Pulldown'],
  'Straight-Arm_Pulldown': ['Straight-Arm Lat Pulldown', 'Cable Straight-Arm Pulldown'],
  Pullups: ['Pull-Up', 'Pull-Ups', 'Pull Up', 'Pullup'],
  'Chin-Up': ['Chin-Ups', 'Chinup', 'Chin Up'],
  Weighted_Pull_Ups: ['Weighted Pull-Up'],
  Face_Pull: ['Face Pulls', 'Cable Face Pull', 'Rope Face Pull'],
  Barbell_Shrug: ['Barbell Shrugs', 'Shrugs'],
  Dumbbell_Shrug: ['Dumbbell Shrugs', 'DB Shrug'],
  Farmers_Walk: ['Farmer Walk', "Farmer's Carry", 'Farmers Carry', 'Farmer Carry'],
  // Shoulders
  Standing_Military_Press: ['Overhead Press', 'OHP', 'Military Press', 'Barbell Overhead Press', 'Strict Press'],
  Barbell_Shoulder_Press: ['Seated Barbell Shoulder Press', 'Seated Overhead Press'],
  Dumbbell_Shoulder_Press: ['DB Shoulder Press', 'Dumbbell Overhead Press', 'Dumbbell Military Press'],
  Seated_Dumbbell_Press: ['Seated Dumbbell Shoulder Press', 'Seated DB Shoulder Press'],
  Arnold_Dumbbell_Press: ['Arnold Press'],
  Push_Press: ['Barbell Push Press'],
  Side_Lateral_Raise: ['Lateral Raise', 'Lateral Raises', 'Dumbbell Lateral Raise', 'Side Raise', 'Lat Raise'],
  Front_Dumbbell_Raise: ['Front Raise', 'Dumbbell Front Raise'],
  Reverse_Flyes: ['Reverse Fly', 'Rear Delt Fly', 'Dumbbell Reverse Fly', 'Rear Delt Flye'],
  Upright_Barbell_Row: ['Upright Row', 'Barbell Upright Row'],
  // Arms
  Barbell_Curl: ['Barbell Biceps Curl', 'Standing Barbell Curl', 'BB Curl'],
  Dumbbell_Bicep_Curl: ['Dumbbell Curl', 'Dumbbell Biceps Curl', 'DB Curl', 'Dumbbell Curls'],
  Hammer_Curls: ['Hammer Curl', 'Dumbbell Hammer Curl'],
  'EZ-Bar_Curl': ['EZ Bar Curl', 'EZ Curl', 'EZ-Bar Biceps Curl'],
  Preacher_Curl: ['Barbell Preacher Curl'],
  Concentration_Curls: ['Concentration Curl', 'Dumbbell Concentration Curl'],
  Incline_Dumbbell_Curl: ['Incline Curl', 'Incline DB Curl'],
  'EZ-Bar_Skullcrusher': ['Skull Crusher', 'Skull Crushers', 'Skullcrusher', 'EZ-Bar Skull Crusher'],
  Triceps_Pushdown: ['Tricep Pushdown', 'Triceps Pressdown', 'Cable Pushdown', 'Cable Triceps Pushdown'],
  'Triceps_Pushdown_-_Rope_Attachment': ['Rope Pushdown', 'Rope Triceps Pushdown', 'Tricep Rope Pushdown'],
  Triceps_Overhead_Extension_with_Rope: ['Overhead Rope Extension', 'Cable Overhead Triceps Extension'],
  Tricep_Dumbbell_Kickback: ['Triceps Kickback', 'Dumbbell Kickback', 'Tricep Kickback'],
  // Trunk
  Plank: ['Front Plank', 'Forearm Plank'],
  Side_Bridge: ['Side Plank'],
  Hanging_Leg_Raise: ['Hanging Leg Raises'],
  Cable_Crunch: ['Kneeling Cable Crunch', 'Rope Cable Crunch'],
  Russian_Twist: ['Russian Twists'],
  Ab_Roller: ['Ab Wheel Rollout', 'Ab Wheel', 'Ab Rollout'],
  Crunches: ['Crunch', 'Abdominal Crunch'],
  'Sit-Up': ['Sit-Ups', 'Situp'],
  Dead_Bug: ['Deadbug', 'Dead Bugs'],
  Pallof_Press: ['Cable Pallof Press'],
  Mountain_Climbers: ['Mountain Climber'],
  // Olympic and strongman
  Power_Clean: ['Power Cleans', 'Barbell Power Clean'],
  Clean_and_Jerk: ['C&J', 'Clean & Jerk'],
  'Kettlebell_Turkish_Get-Up_Lunge_style': ['Turkish Get-Up', 'TGU', 'Kettlebell Turkish Get-Up'],
  // Cardio: the names people say, for the machines the dataset files with a comma
  Rowing_Stationary: ['Rowing Machine', 'Rower', 'Indoor Row', 'Erg Row'],
  Running_Treadmill: ['Treadmill Run', 'Treadmill Running'],
  Walking_Treadmill: ['Treadmill Walk', 'Incline Walk'],
  Bicycling_Stationary: ['Stationary Bike', 'Exercise Bike', 'Spin Bike'],
  Rope_Jumping: ['Jump Rope', 'Skipping Rope', 'Skipping'],
  Elliptical_Trainer: ['Elliptical', 'Cross Trainer'],
  Front_Box_Jump: ['Box Jump', 'Box Jumps'],
};

/** The aliases of one dataset record (none when it has no entry). */
export function datasetAliases(id: string): string[] {
  return Object.hasOwn(FREE_EXERCISE_DB_ALIASES, id) ? [...(FREE_EXERCISE_DB_ALIASES[id] ?? [])] : [];
}
