import type { RoleName } from '../auth/roles';

/**
 * Fixed ids make the seed idempotent (ON CONFLICT DO NOTHING on the primary
 * key) and let tests and docs name seeded rows.
 */
export const SEED_PASSWORD = 'switchboard';

export interface SeedUser {
  id: string;
  email: string;
  username: string;
  roleName: RoleName;
}

const userId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

export const SEED_USERS: SeedUser[] = [
  {
    id: userId(1),
    email: 'superuser@switchboard.local',
    username: 'superuser',
    roleName: 'superuser',
  },
  { id: userId(2), email: 'admin@switchboard.local', username: 'admin', roleName: 'admin' },
  {
    id: userId(3),
    email: 'hiringmanager@switchboard.local',
    username: 'hiringmanager',
    roleName: 'hiringmanager',
  },
  {
    id: userId(4),
    email: 'employee@switchboard.local',
    username: 'employee',
    roleName: 'employee',
  },
  {
    id: userId(5),
    email: 'applicant@switchboard.local',
    username: 'applicant',
    roleName: 'applicant',
  },
  // An admin by role whose e-mail fails the admin-area rule: must be refused by the Bots API.
  { id: userId(6), email: 'outsider@example.com', username: 'outsider', roleName: 'admin' },
];

export const SEED_BUSINESS_TYPES = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Government Agency',
    code: 'GOV',
    description: 'Ministries, departments and public agencies',
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    name: 'Private Company',
    code: 'PRV',
    description: 'Privately owned businesses',
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    name: 'Non-Profit Organisation',
    code: 'NPO',
    description: 'Charities, NGOs and foundations',
  },
];

export const SEED_BUSINESSES = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Ministry of ICT and Digital Economy',
    businessTypeId: SEED_BUSINESS_TYPES[0]!.id,
    industry: 'Government',
    city: 'Nairobi',
    ministry: 'ICT and Digital Economy',
    department: 'Digital Services',
    agencyCode: 'MICDE',
    email: 'info@ict.example.go.ke',
    website: 'https://ict.example.go.ke',
    isVerified: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    name: 'Savanna Health Clinics',
    businessTypeId: SEED_BUSINESS_TYPES[1]!.id,
    industry: 'Healthcare',
    city: 'Mombasa',
    contactPerson: 'Amina Otieno',
    contactEmail: 'amina@savanna-health.example',
    phone: '+254 700 000 001',
  },
  {
    id: '00000000-0000-4000-8000-000000000203',
    name: 'Rift Valley Agri Co-op',
    businessTypeId: SEED_BUSINESS_TYPES[1]!.id,
    industry: 'Agriculture',
    city: 'Nakuru',
  },
  {
    id: '00000000-0000-4000-8000-000000000204',
    name: 'Open Learning Foundation',
    businessTypeId: SEED_BUSINESS_TYPES[2]!.id,
    industry: 'Education',
    city: 'Kisumu',
    isActive: false,
  },
];

export interface SeedBot {
  id: string;
  name: string;
  slug: string;
  description: string;
  status: 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE';
  /** Served under govstack.localhost so the gateway's govstack API-key rule is exercised. */
  govstackHost?: boolean;
}

export const SEED_BOTS: SeedBot[] = [
  {
    id: '00000000-0000-4000-8000-000000000301',
    name: 'Customer Support Assistant',
    slug: 'customer-support',
    description: 'Answers product and account questions from the support knowledge base',
    status: 'ACTIVE',
  },
  {
    id: '00000000-0000-4000-8000-000000000302',
    name: 'GovStack Services Assistant',
    slug: 'govstack-services',
    description: 'Guides citizens through government e-services',
    status: 'ACTIVE',
    govstackHost: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000303',
    name: 'HR Onboarding Assistant',
    slug: 'hr-onboarding',
    description: 'Helps new staff with onboarding policies',
    status: 'MAINTENANCE',
  },
];

export interface SeedConversation {
  id: string;
  botId: string;
  userId: string;
  title: string;
  status: 'ACTIVE' | 'ARCHIVED';
  turns: { query: string; response: string }[];
}

export const SEED_CONVERSATIONS: SeedConversation[] = [
  {
    id: '00000000-0000-4000-8000-000000000401',
    botId: SEED_BOTS[0]!.id,
    userId: SEED_USERS[0]!.id,
    title: 'Resetting a password',
    status: 'ACTIVE',
    turns: [
      {
        query: 'How do I reset my password?',
        response: 'Open Settings, choose Security and select "Reset password".',
      },
      {
        query: 'Will I be signed out?',
        response: 'Yes, every other session is signed out after the reset.',
      },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000402',
    botId: SEED_BOTS[1]!.id,
    userId: SEED_USERS[1]!.id,
    title: 'Renewing a business permit',
    status: 'ACTIVE',
    turns: [
      {
        query: 'How do I renew a business permit?',
        response: 'Apply online through the county e-services portal.',
      },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000403',
    botId: SEED_BOTS[2]!.id,
    userId: SEED_USERS[0]!.id,
    title: 'Leave policy',
    status: 'ARCHIVED',
    turns: [
      {
        query: 'How many leave days do I get?',
        response: 'Full-time staff receive 21 working days per year.',
      },
    ],
  },
];
