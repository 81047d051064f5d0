/**
 * Built-in workout plans: keyed by BMI category, then age band, then level.
 * Underweight has only 18-39; other combinations fall back to the normal-BMI beginner plan of the same
 * age band (see #app/domain/toolkit/workout.ts). Every plan has three days.
 *
 * The plans follow general public-health guidance for adults (WHO 2020, ACSM): at least 150 minutes of
 * moderate activity a week, muscle-strengthening work on two or more days, balance work for older adults,
 * low-impact options for larger bodies, and strength-first training with modest cardio for underweight adults.
 */

export type BmiCategory = "underweight" | "normal" | "overweight";
export type AgeBand = "18-39" | "40-59" | "60+";
export type FitnessLevel = "beginner" | "intermediate";

export type WorkoutDay = { day: string; exercises: string[] };
export type WorkoutPlan = { title: string; description: string; plan: WorkoutDay[] };

type LevelPlans = Record<FitnessLevel, WorkoutPlan>;

export type WorkoutPlanTable = {
  underweight: Partial<Record<AgeBand, LevelPlans>>;
  normal: Record<AgeBand, LevelPlans>;
  overweight: Record<AgeBand, LevelPlans>;
};

export const workoutPlans: WorkoutPlanTable = {
  underweight: {
    "18-39": {
      beginner: {
        title: "Strength Foundations",
        description:
          "A gentle, strength-first plan to help you build muscle and bone without burning more energy than you take in. Keep cardio light, rest well between sessions, and pair training with regular, protein-rich meals and snacks.",
        plan: [
          {
            day: "Day 1: Lower Body Strength",
            exercises: [
              "5-minute warm-up: marching in place and leg swings",
              "Bodyweight squats to a chair: 3 sets of 10",
              "Glute bridges: 3 sets of 12",
              "Standing calf raises: 2 sets of 15",
              "Wall sit: 3 holds of 20 seconds",
              "5-minute stretch: hamstrings, quads and hips",
            ],
          },
          {
            day: "Day 2: Upper Body Strength",
            exercises: [
              "5-minute warm-up: arm circles and shoulder rolls",
              "Incline push-ups against a table or counter: 3 sets of 8",
              "Dumbbell or water-bottle rows: 3 sets of 10 each arm",
              "Overhead press with light dumbbells: 3 sets of 10",
              "Bicep curls: 2 sets of 12",
              "Forearm plank: 3 holds of 20 seconds",
            ],
          },
          {
            day: "Day 3: Full Body and Mobility",
            exercises: [
              "10-minute easy walk",
              "Reverse lunges holding a chair for balance: 2 sets of 8 each leg",
              "Resistance band pull-aparts: 3 sets of 12",
              "Bird dog: 2 sets of 8 each side",
              "Dead bug: 2 sets of 8 each side",
              "10 minutes of gentle yoga: cat-cow, child's pose, low lunge",
            ],
          },
        ],
      },
      intermediate: {
        title: "Lean Mass Builder",
        description:
          "Progressive strength training with moderate weights to add lean muscle. Aim to lift a little more or do one more rep each week, keep cardio to short, easy sessions, and eat enough to fuel recovery, including protein at every meal.",
        plan: [
          {
            day: "Day 1: Legs and Glutes",
            exercises: [
              "Warm-up: 5 minutes on a bike or brisk walk, then bodyweight squats",
              "Goblet squats: 4 sets of 8-10",
              "Romanian deadlifts with dumbbells: 3 sets of 10",
              "Walking lunges: 3 sets of 10 each leg",
              "Hip thrusts: 3 sets of 12",
              "Standing calf raises with weights: 3 sets of 15",
            ],
          },
          {
            day: "Day 2: Push and Pull",
            exercises: [
              "Warm-up: band dislocates and arm circles",
              "Push-ups (knees or toes): 4 sets of 8-12",
              "Bent-over dumbbell rows: 4 sets of 10",
              "Seated dumbbell shoulder press: 3 sets of 10",
              "Lat pulldown or band pulldown: 3 sets of 12",
              "Side plank: 3 holds of 20 seconds each side",
            ],
          },
          {
            day: "Day 3: Full Body Strength",
            exercises: [
              "Warm-up: 5 minutes of skipping or marching, then hip circles",
              "Dumbbell deadlifts: 4 sets of 8",
              "Step-ups onto a sturdy bench: 3 sets of 10 each leg",
              "Dumbbell chest press on floor or bench: 3 sets of 10",
              "Farmer's carry: 3 walks of 30 seconds",
              "Cool-down: 10 minutes of stretching",
            ],
          },
        ],
      },
    },
  },
  normal: {
    "18-39": {
      beginner: {
        title: "Active Start",
        description:
          "A balanced introduction to regular exercise: two strength days and one cardio day. Move at a pace where you can still talk, and build up to about 150 minutes of moderate activity across your week.",
        plan: [
          {
            day: "Day 1: Full Body Strength",
            exercises: [
              "5-minute warm-up: marching, arm circles, hip circles",
              "Bodyweight squats: 3 sets of 12",
              "Incline or knee push-ups: 3 sets of 8",
              "Glute bridges: 3 sets of 12",
              "Dumbbell or band rows: 3 sets of 10",
              "Forearm plank: 3 holds of 20 seconds",
            ],
          },
          {
            day: "Day 2: Cardio",
            exercises: [
              "5-minute easy walk to warm up",
              "20 minutes of brisk walking, cycling or swimming",
              "5 minutes of intervals: 30 seconds faster, 60 seconds easy",
              "5-minute cool-down walk",
              "Calf, quad and hamstring stretches: 30 seconds each",
            ],
          },
          {
            day: "Day 3: Strength and Core",
            exercises: [
              "5-minute warm-up: jumping jacks (or step jacks) and leg swings",
              "Reverse lunges: 3 sets of 8 each leg",
              "Overhead press with light dumbbells: 3 sets of 10",
              "Bird dog: 3 sets of 8 each side",
              "Dead bug: 3 sets of 8 each side",
              "Side plank on knees: 2 holds of 20 seconds each side",
            ],
          },
        ],
      },
      intermediate: {
        title: "Strength and Stamina",
        description:
          "Heavier strength work paired with interval cardio to build muscle, power and aerobic fitness. Leave one or two reps in reserve on every set and take a full rest day between sessions.",
        plan: [
          {
            day: "Day 1: Lower Body Power",
            exercises: [
              "Warm-up: 5 minutes of skipping, then bodyweight squats and lunges",
              "Barbell or goblet squats: 4 sets of 8",
              "Romanian deadlifts: 4 sets of 8",
              "Bulgarian split squats: 3 sets of 8 each leg",
              "Box jumps or squat jumps: 3 sets of 6",
              "Hanging knee raises or reverse crunches: 3 sets of 10",
            ],
          },
          {
            day: "Day 2: HIIT Cardio",
            exercises: [
              "5-minute easy jog or bike warm-up",
              "8 rounds: 30 seconds hard effort (run, bike or rower), 90 seconds easy",
              "Mountain climbers: 3 sets of 30 seconds",
              "Kettlebell swings: 3 sets of 15",
              "10-minute cool-down walk and stretching",
            ],
          },
          {
            day: "Day 3: Upper Body and Core",
            exercises: [
              "Warm-up: band pull-aparts and arm circles",
              "Push-ups: 4 sets of 10-15",
              "Pull-ups (assisted if needed) or lat pulldowns: 4 sets of 8",
              "Dumbbell shoulder press: 3 sets of 10",
              "Single-arm dumbbell rows: 3 sets of 10 each arm",
              "Plank with shoulder taps: 3 sets of 30 seconds",
            ],
          },
        ],
      },
    },
    "40-59": {
      beginner: {
        title: "Midlife Strength Starter",
        description:
          "Strength training becomes especially valuable in midlife, when falling estrogen speeds up muscle and bone loss. This plan builds both with simple moves, adds steady cardio for heart health, and includes mobility for stiff joints.",
        plan: [
          {
            day: "Day 1: Full Body Strength",
            exercises: [
              "5-minute warm-up: marching and shoulder rolls",
              "Sit-to-stand from a chair: 3 sets of 10",
              "Wall push-ups: 3 sets of 10",
              "Resistance band rows: 3 sets of 12",
              "Glute bridges: 3 sets of 12",
              "Standing calf raises: 2 sets of 15",
            ],
          },
          {
            day: "Day 2: Steady Cardio",
            exercises: [
              "30 minutes of brisk walking, cycling or swimming at a talkable pace",
              "Include 3 short uphill or faster stretches of 1 minute",
              "5-minute cool-down walk",
              "Gentle stretches for calves, hips and chest: 30 seconds each",
            ],
          },
          {
            day: "Day 3: Strength, Balance and Mobility",
            exercises: [
              "Step-ups onto a low step: 2 sets of 10 each leg",
              "Light dumbbell overhead press: 3 sets of 10",
              "Bird dog: 2 sets of 8 each side",
              "Single-leg stand holding a chair: 3 holds of 20 seconds each leg",
              "Heel-to-toe walk: 2 lengths of the room",
              "10 minutes of gentle yoga or stretching",
            ],
          },
        ],
      },
      intermediate: {
        title: "Midlife Power Plan",
        description:
          "Progressive, moderately heavy lifting to protect bone density and muscle through perimenopause and beyond, with intervals for cardiovascular fitness. Increase weights gradually and keep your technique smooth and controlled.",
        plan: [
          {
            day: "Day 1: Lower Body Strength",
            exercises: [
              "Warm-up: 5 minutes on a bike, then bodyweight squats",
              "Goblet squats: 4 sets of 8",
              "Dumbbell Romanian deadlifts: 3 sets of 10",
              "Step-ups with dumbbells: 3 sets of 8 each leg",
              "Hip thrusts: 3 sets of 12",
              "Pallof press with a band: 3 sets of 10 each side",
            ],
          },
          {
            day: "Day 2: Interval Cardio",
            exercises: [
              "5-minute warm-up walk or easy cycle",
              "6 rounds: 1 minute brisk incline walk or fast cycling, 2 minutes easy",
              "Low-impact intervals: 3 rounds of 30 seconds each of squat-to-calf-raise, skaters and fast feet",
              "10-minute cool-down and stretching",
            ],
          },
          {
            day: "Day 3: Upper Body and Core",
            exercises: [
              "Warm-up: band pull-aparts and arm circles",
              "Push-ups (incline or floor): 4 sets of 8-12",
              "Bent-over dumbbell rows: 4 sets of 10",
              "Dumbbell shoulder press: 3 sets of 10",
              "Farmer's carry: 3 walks of 40 seconds",
              "Forearm plank: 3 holds of 30-45 seconds",
            ],
          },
        ],
      },
    },
    "60+": {
      beginner: {
        title: "Gentle Strength and Balance",
        description:
          "Safe, supported exercises to keep you strong, steady and independent. Balance work lowers the risk of falls, and light strength training protects bones and joints. Keep a sturdy chair nearby and move within a comfortable range.",
        plan: [
          {
            day: "Day 1: Chair-Supported Strength",
            exercises: [
              "5-minute seated warm-up: marching, arm circles, ankle rolls",
              "Sit-to-stand from a chair: 2 sets of 8",
              "Wall push-ups: 2 sets of 8",
              "Seated band rows: 2 sets of 10",
              "Standing calf raises holding a chair: 2 sets of 10",
              "Seated knee extensions: 2 sets of 10 each leg",
            ],
          },
          {
            day: "Day 2: Walking and Balance",
            exercises: [
              "20-minute walk at a comfortable pace (split into two 10-minute walks if easier)",
              "Single-leg stand holding a chair: 3 holds of 10 seconds each leg",
              "Heel-to-toe walk beside a wall: 2 lengths",
              "Side leg raises holding a chair: 2 sets of 8 each leg",
              "Gentle neck, shoulder and calf stretches",
            ],
          },
          {
            day: "Day 3: Mobility and Light Strength",
            exercises: [
              "Seated or standing tai chi-style weight shifts: 5 minutes",
              "Light dumbbell bicep curls: 2 sets of 10",
              "Seated overhead press with light weights: 2 sets of 8",
              "Seated marching: 2 sets of 30 seconds",
              "Seated spinal twist and hamstring stretch: 30 seconds each side",
              "Deep breathing: 2 minutes",
            ],
          },
        ],
      },
      intermediate: {
        title: "Active Aging Strength",
        description:
          "For active older adults: progressive strength training, brisk cardio and challenging balance work to preserve muscle, bone and confidence on your feet. Progress slowly and stop any movement that causes pain.",
        plan: [
          {
            day: "Day 1: Full Body Strength",
            exercises: [
              "5-minute warm-up walk and arm swings",
              "Goblet squats to a chair: 3 sets of 10",
              "Incline push-ups against a counter: 3 sets of 10",
              "Dumbbell rows with one hand on a chair: 3 sets of 10 each arm",
              "Step-ups onto a low step: 2 sets of 8 each leg",
              "Farmer's carry with light dumbbells: 3 walks of 30 seconds",
            ],
          },
          {
            day: "Day 2: Brisk Cardio",
            exercises: [
              "30-minute brisk walk, water aerobics or cycling",
              "Include gentle hills or 4 faster 1-minute stretches",
              "5-minute cool-down walk",
              "Calf, hip and chest stretches: 30 seconds each",
            ],
          },
          {
            day: "Day 3: Balance and Power",
            exercises: [
              "Single-leg stand, one hand hovering over a chair: 3 holds of 20 seconds each leg",
              "Tandem (heel-to-toe) walking: 3 lengths",
              "Quick sit-to-stands, sitting slowly: 3 sets of 8",
              "Lateral step-overs: 2 sets of 10 each side",
              "Bird dog: 2 sets of 8 each side",
              "10 minutes of tai chi or yoga",
            ],
          },
        ],
      },
    },
  },
  overweight: {
    "18-39": {
      beginner: {
        title: "Low-Impact Kickstart",
        description:
          "Joint-friendly exercise that builds a steady habit. Low-impact cardio raises your heart rate without pounding your knees, and strength work builds the muscle that supports everyday movement. Go at your own pace; consistency matters more than intensity.",
        plan: [
          {
            day: "Day 1: Low-Impact Cardio",
            exercises: [
              "5-minute easy walk warm-up",
              "20-25 minutes of brisk walking, stationary cycling or swimming",
              "Step-touch side to side: 3 sets of 1 minute",
              "5-minute cool-down walk",
              "Calf and hamstring stretches: 30 seconds each",
            ],
          },
          {
            day: "Day 2: Strength Basics",
            exercises: [
              "5-minute warm-up: marching in place and arm circles",
              "Sit-to-stand from a chair: 3 sets of 10",
              "Wall push-ups: 3 sets of 10",
              "Resistance band rows: 3 sets of 12",
              "Glute bridges: 3 sets of 10",
              "Standing side leg raises: 2 sets of 10 each leg",
            ],
          },
          {
            day: "Day 3: Cardio and Core",
            exercises: [
              "25-minute walk, including a few gentle hills",
              "Standing knee-to-elbow crunches: 2 sets of 10 each side",
              "Bird dog: 2 sets of 8 each side",
              "Plank on knees or against a counter: 3 holds of 20 seconds",
              "Gentle full-body stretch: 5 minutes",
            ],
          },
        ],
      },
      intermediate: {
        title: "Low-Impact Strength and Cardio",
        description:
          "A more demanding plan that keeps impact low: circuits and intervals raise your heart rate while progressive strength work builds muscle and boosts metabolism. Good supportive shoes and a steady breathing rhythm help.",
        plan: [
          {
            day: "Day 1: Strength Circuit",
            exercises: [
              "Warm-up: 5 minutes brisk marching and arm swings",
              "3 rounds of: goblet squats x12, dumbbell rows x10 each arm, incline push-ups x10, glute bridges x15",
              "Rest 90 seconds between rounds",
              "Farmer's carry: 3 walks of 40 seconds",
              "Cool-down stretch: 5 minutes",
            ],
          },
          {
            day: "Day 2: Low-Impact Intervals",
            exercises: [
              "5-minute easy cycle or walk",
              "8 rounds: 1 minute brisk incline walk or hard cycling, 1 minute easy",
              "Step-ups onto a low step: 2 sets of 12 each leg",
              "Standing oblique crunches: 2 sets of 12 each side",
              "5-minute cool-down",
            ],
          },
          {
            day: "Day 3: Lower Body and Core",
            exercises: [
              "Warm-up: leg swings and hip circles",
              "Dumbbell Romanian deadlifts: 3 sets of 10",
              "Reverse lunges holding a chair: 3 sets of 8 each leg",
              "Lateral band walks: 3 sets of 10 steps each way",
              "Dead bug: 3 sets of 8 each side",
              "Forearm plank: 3 holds of 20-30 seconds",
            ],
          },
        ],
      },
    },
    "40-59": {
      beginner: {
        title: "Joint-Friendly Foundations",
        description:
          "A gentle, low-impact plan for midlife that supports heart health, blood sugar and joints. Walking and water-based exercise are kind to knees, and simple strength moves protect muscle and bone as hormones change.",
        plan: [
          {
            day: "Day 1: Walking and Mobility",
            exercises: [
              "5-minute slow walk warm-up",
              "20 minutes of brisk walking or water walking",
              "Shoulder rolls and arm circles: 1 minute",
              "Standing hip circles holding a chair: 10 each direction",
              "Calf and hamstring stretches: 30 seconds each",
            ],
          },
          {
            day: "Day 2: Chair-Supported Strength",
            exercises: [
              "Sit-to-stand from a chair: 3 sets of 8",
              "Wall push-ups: 3 sets of 8",
              "Seated band rows: 3 sets of 10",
              "Standing calf raises holding a chair: 2 sets of 12",
              "Seated knee extensions: 2 sets of 10 each leg",
              "Deep breathing and gentle stretching: 5 minutes",
            ],
          },
          {
            day: "Day 3: Low-Impact Cardio and Balance",
            exercises: [
              "20-25 minutes on a stationary bike, swimming or aqua aerobics",
              "Single-leg stand holding a chair: 3 holds of 15 seconds each leg",
              "Heel-to-toe walk: 2 lengths of the room",
              "Glute bridges: 2 sets of 10",
              "Cool-down stretch: 5 minutes",
            ],
          },
        ],
      },
      intermediate: {
        title: "Midlife Metabolic Boost",
        description:
          "Progressive strength circuits and low-impact intervals to build muscle, improve insulin sensitivity and strengthen your heart, all without jumping. Increase the weight when the last two reps feel easy.",
        plan: [
          {
            day: "Day 1: Full Body Strength",
            exercises: [
              "Warm-up: 5 minutes brisk walk or bike",
              "Goblet squats to a box: 3 sets of 10",
              "Dumbbell bench or floor press: 3 sets of 10",
              "Single-arm dumbbell rows: 3 sets of 10 each arm",
              "Hip thrusts: 3 sets of 12",
              "Pallof press: 2 sets of 10 each side",
            ],
          },
          {
            day: "Day 2: Low-Impact Intervals",
            exercises: [
              "5-minute warm-up on bike or elliptical",
              "6 rounds: 2 minutes moderate-hard, 2 minutes easy",
              "Step-ups: 2 sets of 10 each leg",
              "Standing band woodchops: 2 sets of 10 each side",
              "10-minute cool-down walk and stretch",
            ],
          },
          {
            day: "Day 3: Strength and Stability",
            exercises: [
              "Warm-up: hip circles, leg swings, band pull-aparts",
              "Dumbbell Romanian deadlifts: 3 sets of 10",
              "Split squats holding a chair: 3 sets of 8 each leg",
              "Seated or standing shoulder press: 3 sets of 10",
              "Farmer's carry: 3 walks of 40 seconds",
              "Side plank on knees: 2 holds of 20 seconds each side",
            ],
          },
        ],
      },
    },
    "60+": {
      beginner: {
        title: "Seated and Supported Movement",
        description:
          "Very gentle, low-impact activity to improve circulation, strength and balance safely. Many moves are done seated or holding a chair. Check with your doctor before starting if you have heart, joint or balance problems.",
        plan: [
          {
            day: "Day 1: Seated Strength",
            exercises: [
              "Seated marching: 2 minutes",
              "Seated arm raises with light weights or water bottles: 2 sets of 10",
              "Seated band rows: 2 sets of 10",
              "Seated knee extensions: 2 sets of 10 each leg",
              "Sit-to-stand using the armrests: 2 sets of 6",
              "Seated ankle circles: 10 each direction",
            ],
          },
          {
            day: "Day 2: Gentle Walking",
            exercises: [
              "15 minutes of walking at a comfortable pace, or 3 walks of 5 minutes",
              "Standing calf raises holding a counter: 2 sets of 8",
              "Side steps along a counter: 2 sets of 10 each way",
              "Gentle shoulder and neck stretches",
            ],
          },
          {
            day: "Day 3: Balance and Flexibility",
            exercises: [
              "Single-leg stand with both hands on a chair: 3 holds of 10 seconds each leg",
              "Weight shifts side to side holding a chair: 1 minute",
              "Seated forward reach: 2 sets of 8",
              "Seated spinal twist: 30 seconds each side",
              "Chair yoga or tai chi: 10 minutes",
              "Slow deep breathing: 2 minutes",
            ],
          },
        ],
      },
      intermediate: {
        title: "Steady Strength for Later Life",
        description:
          "Low-impact strength, cardio and balance work for active older adults carrying extra weight. Water-based and cycling options protect the joints while you build stamina, strength and stability.",
        plan: [
          {
            day: "Day 1: Strength Circuit",
            exercises: [
              "5-minute warm-up: marching and arm swings",
              "2 rounds of: sit-to-stands x10, wall push-ups x10, band rows x12, standing calf raises x12",
              "Rest 90 seconds between rounds",
              "Glute bridges: 2 sets of 10",
              "Cool-down stretch: 5 minutes",
            ],
          },
          {
            day: "Day 2: Low-Impact Cardio",
            exercises: [
              "25-30 minutes of aqua aerobics, stationary cycling or brisk walking",
              "Include 4 faster 1-minute stretches",
              "5-minute cool-down",
              "Calf, thigh and chest stretches: 30 seconds each",
            ],
          },
          {
            day: "Day 3: Balance and Functional Strength",
            exercises: [
              "Step-ups onto a low step holding a rail: 2 sets of 8 each leg",
              "Tandem (heel-to-toe) walk beside a wall: 3 lengths",
              "Single-leg stand with light support: 3 holds of 15 seconds each leg",
              "Farmer's carry with light bags: 3 walks of 30 seconds",
              "Bird dog: 2 sets of 6 each side",
              "Tai chi or gentle yoga: 10 minutes",
            ],
          },
        ],
      },
    },
  },
};
