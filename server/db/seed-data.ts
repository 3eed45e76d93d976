/** Fixed reference data and names for the seed. */

export const ROLES = ['Admin', 'Manager', 'Technician', 'Phlebotomist', 'Receptionist'];
export const GENDERS = ['Female', 'Male', 'Diverse', 'Prefer not to say'];
export const DESIGNATIONS = [
  'Pathologist',
  'Lab Technician',
  'Phlebotomist',
  'Nurse',
  'Receptionist',
  'Lab Manager',
];
export const TEST_TYPES: [name: string, code: string][] = [
  ['Complete Blood Count', 'CBC'],
  ['Erythrocyte Sedimentation Rate', 'ESR'],
  ['Lipid Profile', 'LIPID'],
  ['Liver Function Test', 'LFT'],
  ['Kidney Function Test', 'KFT'],
  ['Fasting Blood Glucose', 'FBG'],
  ['HbA1c', 'HBA1C'],
  ['Thyroid Profile', 'THYROID'],
  ['Vitamin D', 'VITD'],
  ['Vitamin B12', 'B12'],
  ['Iron Studies', 'IRON'],
  ['C-Reactive Protein', 'CRP'],
];

/** Sub-categories of the demo lab: [name, [test code, price][]]. */
export const CATALOGUE: [string, [string, number][]][] = [
  [
    'Haematology',
    [
      ['CBC', 19],
      ['ESR', 9],
      ['IRON', 29],
    ],
  ],
  [
    'Biochemistry',
    [
      ['LIPID', 24],
      ['LFT', 27],
      ['KFT', 27],
      ['FBG', 8],
      ['HBA1C', 18],
      ['CRP', 14],
    ],
  ],
  [
    'Hormones and vitamins',
    [
      ['THYROID', 35],
      ['VITD', 32],
      ['B12', 22],
    ],
  ],
];

export const OFFERS: [title: string, description: string, price: number, tests: string[]][] = [
  [
    'Full body check-up',
    'Blood count, lipids, liver and kidney function',
    89,
    ['CBC', 'LIPID', 'LFT', 'KFT'],
  ],
  ['Diabetes screening', 'Fasting glucose and HbA1c', 24, ['FBG', 'HBA1C']],
  ['Winter vitamins', 'Vitamin D and B12', 45, ['VITD', 'B12']],
  ['Thyroid check', 'TSH, fT3 and fT4', 32, ['THYROID']],
  ['Heart health', 'Lipid profile and CRP', 34, ['LIPID', 'CRP']],
];

export const FIRST_NAMES = [
  'Anna',
  'Jonas',
  'Lena',
  'Lukas',
  'Mia',
  'Felix',
  'Emma',
  'Paul',
  'Hannah',
  'Leon',
  'Sofia',
  'Noah',
  'Clara',
  'Elias',
  'Marie',
  'Ben',
  'Lea',
  'Finn',
  'Ida',
  'Tom',
];
export const LAST_NAMES = [
  'Schmidt',
  'Weber',
  'Hoffmann',
  'Becker',
  'Wagner',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Schulz',
];
export const CITIES: [city: string, postcode: string][] = [
  ['Berlin', '10115'],
  ['Hamburg', '20095'],
  ['München', '80331'],
  ['Köln', '50667'],
  ['Leipzig', '04109'],
  ['Potsdam', '14467'],
];
export const STREETS = ['Hauptstraße', 'Gartenweg', 'Lindenallee', 'Schulstraße', 'Bahnhofstraße'];

export const NOTIFICATIONS: [
  type: string,
  title: string,
  message: string,
  minutesAgo: number,
  read: boolean,
][] = [
  [
    'order_placed',
    'New booking',
    'Anna Schmidt booked a Lipid Profile for tomorrow at 09:30',
    12,
    false,
  ],
  ['chat_message', 'New message', 'Jonas Weber: Can I come 15 minutes later?', 40, false],
  ['mail', 'Report requested', 'A client asked for a copy of their report by e-mail', 130, false],
  [
    'order_shipped',
    'Sample kit shipped',
    'The home sample kit for Mia Becker is on its way',
    300,
    true,
  ],
  [
    'team_reminder',
    'Team reminder',
    'Lena Hoffmann: analyser calibration today at 16:00',
    1500,
    false,
  ],
  ['order_placed', 'New booking', 'Felix Koch booked a Full body check-up', 1600, true],
  ['mail', 'Invoice sent', 'The monthly invoice was sent to your e-mail address', 2900, true],
  [
    'order_shipped',
    'Results dispatched',
    'The report for Emma Wagner was sent to the client',
    4400,
    true,
  ],
];
