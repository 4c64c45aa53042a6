import type { HeldOutLabel } from './matcher-heldout';

/**
 * The second held-out set (session 29, issue 32): written to measure the imported dataset's alias
 * list (scripts/lib/free-exercise-db-aliases.ts), which the first held-out set can no longer judge
 * (that list was written after the first set's misses had been described). Written from gym and
 * model usage and the dataset's names only, without opening the alias list, and with no name from
 * the first set (27 common names written here too were taken out or replaced for that). NOT to be tuned on: no alias, rule or weight is changed because of a result here,
 * and no label is edited to make a figure better. `accept` lists every free-exercise-db name that
 * is a right answer; an empty list means the dataset has no such exercise and the name must match
 * nothing.
 */
export const HELD_OUT_2_LABELS: HeldOutLabel[] = [
  // Chest
  { name: 'Flat Barbell Bench', accept: ['Barbell Bench Press - Medium Grip', 'Bench Press - Powerlifting'] },
  { name: 'CGBP', accept: ['Close-Grip Barbell Bench Press'] },
  { name: 'Incline Barbell Bench Press', accept: ['Barbell Incline Bench Press - Medium Grip'] },
  { name: 'Decline Bench Press', accept: ['Decline Barbell Bench Press'] },
  { name: 'Dumbbell Chest Press', accept: ['Dumbbell Bench Press'] },
  { name: 'Neutral Grip Dumbbell Bench Press', accept: ['Dumbbell Bench Press with Neutral Grip'] },
  { name: 'Floor Press (Dumbbell)', accept: ['Dumbbell Floor Press'] },
  { name: 'Flat Dumbbell Flyes', accept: ['Dumbbell Flyes'] },
  { name: 'Cable Flyes', accept: ['Cable Crossover', 'Flat Bench Cable Flyes'] },
  { name: 'Machine Chest Fly', accept: ['Butterfly'] },
  { name: 'Seated Chest Press Machine', accept: ['Leverage Chest Press', 'Machine Bench Press'] },
  { name: 'Chest Dips', accept: ['Dips - Chest Version'] },
  { name: 'Dumbbell Pullover', accept: ['Straight-Arm Dumbbell Pullover', 'Bent-Arm Dumbbell Pullover'] },
  // Hinges and posterior chain
  { name: 'Conventional Deadlift', accept: ['Barbell Deadlift'] },
  { name: 'Deadlifts', accept: ['Barbell Deadlift'] },
  { name: 'Hex Bar Deadlift', accept: ['Trap Bar Deadlift'] },
  { name: 'Trap Bar Deadlifts', accept: ['Trap Bar Deadlift'] },
  { name: 'Stiff Leg Deadlift', accept: ['Stiff-Legged Barbell Deadlift'] },
  { name: 'RDL', accept: ['Romanian Deadlift'] },
  { name: 'Sumo Deadlifts', accept: ['Sumo Deadlift'] },
  { name: 'Rack Pull', accept: ['Rack Pulls'] },
  { name: 'Good Mornings', accept: ['Good Morning'] },
  { name: 'Hip Thrusts', accept: ['Barbell Hip Thrust'] },
  { name: 'Barbell Glute Bridges', accept: ['Barbell Glute Bridge'] },
  { name: 'Cable Pull Through', accept: ['Pull Through'] },
  { name: 'Nordic Hamstring Curl', accept: ['Natural Glute Ham Raise', 'Floor Glute-Ham Raise'] },
  // Squats and single leg
  { name: 'Front Squats', accept: ['Front Barbell Squat', 'Front Squat (Clean Grip)'] },
  { name: 'Goblet Squats', accept: ['Goblet Squat'] },
  { name: 'Zercher Squat', accept: ['Zercher Squats'] },
  { name: 'Overhead Squats', accept: ['Overhead Squat'] },
  { name: 'Smith Machine Squats', accept: ['Smith Machine Squat'] },
  { name: 'Hack Squat Machine', accept: ['Hack Squat'] },
  { name: 'Sumo Squat (Dumbbell)', accept: ['Plie Dumbbell Squat'] },
  { name: 'Sissy Squat', accept: ['Weighted Sissy Squat'] },
  { name: 'Jump Squats', accept: ['Freehand Jump Squat'] },
  {
    name: 'Bulgarian Split Squat',
    accept: ['Split Squat with Dumbbells', 'Split Squats', 'One Leg Barbell Squat'],
  },
  { name: 'Walking Lunges with Barbell', accept: ['Barbell Walking Lunge'] },
  { name: 'Box Step-Ups (Dumbbell)', accept: ['Dumbbell Step Ups'] },
  // Machines for the legs
  { name: 'Seated Hamstring Curl', accept: ['Seated Leg Curl'] },
  { name: 'Leg Curl Machine', accept: ['Lying Leg Curls', 'Seated Leg Curl', 'Standing Leg Curl'] },
  { name: 'Standing Calf Raise Machine', accept: ['Standing Calf Raises'] },
  { name: 'Calf Raises on Leg Press', accept: ['Calf Press On The Leg Press Machine', 'Calf Press'] },
  { name: 'Hip Abduction Machine', accept: ['Thigh Abductor'] },
  { name: 'Hip Adduction Machine', accept: ['Thigh Adductor'] },
  // Shoulders
  { name: 'Strict Press', accept: ['Standing Military Press', 'Barbell Shoulder Press'] },
  {
    name: 'Dumbbell Overhead Press',
    accept: ['Dumbbell Shoulder Press', 'Standing Dumbbell Press', 'Seated Dumbbell Press'],
  },
  { name: 'Push Presses', accept: ['Push Press'] },
  { name: 'Cable Lateral Raise', accept: ['Cable Seated Lateral Raise', 'Standing Low-Pulley Deltoid Raise'] },
  {
    name: 'Rear Delt Flyes (Dumbbell)',
    accept: [
      'Reverse Flyes',
      'Seated Bent-Over Rear Delt Raise',
      'Bent Over Dumbbell Rear Delt Raise With Head On Bench',
      'Dumbbell Lying Rear Lateral Raise',
    ],
  },
  { name: 'Reverse Machine Fly', accept: ['Reverse Machine Flyes'] },
  { name: 'Barbell Upright Rows', accept: ['Upright Barbell Row'] },
  // Back
  { name: 'Chest Supported Dumbbell Row', accept: ['Dumbbell Incline Row'] },
  { name: 'Close Grip Lat Pulldown', accept: ['Close-Grip Front Lat Pulldown', 'V-Bar Pulldown'] },
  {
    name: 'Lat Pulldowns',
    accept: ['Wide-Grip Lat Pulldown', 'Full Range-Of-Motion Lat Pulldown', 'Close-Grip Front Lat Pulldown'],
  },
  { name: 'Straight Arm Cable Pulldown', accept: ['Straight-Arm Pulldown', 'Rope Straight-Arm Pulldown'] },
  { name: 'Assisted Pull-Up', accept: ['Band Assisted Pull-Up'] },
  { name: 'Weighted Pull-Ups', accept: ['Weighted Pull Ups'] },
  // Arms
  { name: 'Barbell Biceps Curl', accept: ['Barbell Curl'] },
  { name: 'Incline Dumbbell Curls', accept: ['Incline Dumbbell Curl', 'Alternate Incline Dumbbell Curl'] },
  { name: 'Cable Bicep Curl', accept: ['Standing Biceps Cable Curl'] },
  { name: 'Spider Curls', accept: ['Spider Curl'] },
  { name: 'Reverse Grip Barbell Curl', accept: ['Reverse Barbell Curl'] },
  {
    name: 'Overhead Tricep Extension (Dumbbell)',
    accept: ['Standing Dumbbell Triceps Extension', 'Seated Triceps Press'],
  },
  {
    name: 'Cable Overhead Tricep Extension',
    accept: ['Triceps Overhead Extension with Rope', 'Cable Rope Overhead Triceps Extension'],
  },
  { name: 'Tricep Kickbacks', accept: ['Tricep Dumbbell Kickback'] },
  { name: 'Skullcrushers', accept: ['EZ-Bar Skullcrusher', 'Lying Triceps Press'] },
  { name: 'Bench Dip', accept: ['Bench Dips'] },
  // Core
  { name: 'Plank Hold', accept: ['Plank'] },
  { name: 'Side Plank', accept: ['Side Bridge'] },
  { name: 'Cable Crunches', accept: ['Cable Crunch'] },
  { name: 'Dead Bugs', accept: ['Dead Bug'] },
  { name: 'Bicycle Crunches', accept: ['Air Bike'] },
  // Conditioning
  { name: 'Incline Walk (Treadmill)', accept: ['Walking, Treadmill'] },
  { name: 'Stair Climber', accept: ['Stairmaster', 'Step Mill'] },
  { name: 'Elliptical', accept: ['Elliptical Trainer'] },
  { name: 'Battle Ropes', accept: ['Battling Ropes'] },
  { name: 'Sled Pushes', accept: ['Sled Push'] },
  { name: 'Medicine Ball Slams', accept: ['Overhead Slam', 'One-Arm Medicine Ball Slam'] },
  {
    name: 'Turkish Get-Up',
    accept: ['Kettlebell Turkish Get-Up (Lunge style)', 'Kettlebell Turkish Get-Up (Squat style)'],
  },
  { name: 'Power Cleans', accept: ['Power Clean'] },
  { name: 'Hang Cleans', accept: ['Hang Clean'] },
  // Not in the dataset: these must match nothing. The air bike there is a crunch, the thruster a
  // kettlebell one, the one-legged deadlift a kettlebell one.
  { name: 'Assault Bike', accept: [] },
  { name: 'Landmine Squat', accept: [] },
  { name: 'Kettlebell Halo', accept: [] },
  { name: 'Hip Airplane', accept: [] },
  { name: 'Frog Pumps', accept: [] },
  { name: 'Reverse Nordic', accept: [] },
  { name: 'Bird Dog', accept: [] },
  { name: 'Ski Erg', accept: [] },
  { name: 'Barbell Thrusters', accept: [] },
  { name: 'Wall Balls', accept: [] },
  { name: 'Single Leg RDL (Dumbbell)', accept: [] },
  { name: 'Jumping Jacks', accept: [] },
];
