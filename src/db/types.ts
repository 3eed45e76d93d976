/** Records as the reference API sends them (docs/api-contract.md) and as the mirror keeps them. */

/** Server ids are numbers; a record made offline has a temporary string id until the server answers. */
export type Id = number | string;

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name?: string;
}

export interface Lab {
  id: number;
  user?: number;
  name: string;
  first_name: string;
  last_name?: string;
  email: string;
  phone?: string;
  address?: string;
  about?: string;
  profile_image?: string | null;
}

export interface Service {
  id: Id;
  sub_category: Id;
  test_type?: number | null;
  name: string;
  price: number;
  description?: string;
  image?: string | null;
}

export interface SubCategory {
  id: Id;
  key: string;
  name: string;
  lab: number;
  items: Service[];
}

export interface Offer {
  id: Id;
  lab?: number;
  title: string;
  description?: string;
  price: number;
  discounted_price?: number | null;
  valid_from: string;
  valid_to: string;
  tests: string[];
}

export interface LabImage {
  id: Id;
  vendor: number;
  image: string;
}

export interface TeamMember {
  id: Id;
  vendor?: number;
  first_name: string;
  last_name?: string;
  email: string;
  phone?: string;
  role?: number | null;
  gender?: number | null;
  designation?: number | null;
  profile_image?: string | null;
  /** Whether the member has a staff PIN (issue 27); the PIN itself never leaves the server. */
  pin_set?: boolean;
  /** Their last change in this lab (ISO), or null for none yet. */
  last_active_at?: string | null;
}

export interface Address {
  id: Id;
  user: Id;
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  country: string;
}

export interface Client {
  id: Id;
  vendor?: number;
  first_name: string;
  last_name?: string;
  email: string;
  phone?: string;
  addresses: Address[];
}

/** The statuses of the contract's flow (src/config/booking-flow.ts): the ones this app knows. */
export type { BookingStatus } from '../config/booking-flow';

/** One step of a booking's history: the status, when, and who took it (issue 27). */
export interface BookingStep {
  status: string;
  at: string;
  /** The person: a team member's id, or null for the account owner. Absent in older entries. */
  by?: { id: number | null; name: string };
}

export interface Booking {
  id: Id;
  /**
   * As the server sent it: another server may send a status this app does not know, and the
   * mirror keeps it as it is (`isBookingStatus` in lib/booking-status tells the two apart).
   */
  status: string;
  client: { id: Id; first_name: string; last_name?: string; email?: string; phone?: string };
  tests: { id: Id; name: string; price: number }[];
  scheduled_at: string;
  address: string;
  price: number;
  notes?: string;
  history: BookingStep[];
  created_at: string;
  updated_at: string;
}

export interface AppNotification {
  id: Id;
  created_at: string;
  read: boolean;
  title: string;
  message?: string;
  description?: string;
  type: string;
  avatar?: string | null;
}

export interface Lookup {
  id: number;
  name: string;
  code?: string;
}

export interface DashboardData {
  generated_at: string;
  today: Booking[];
  counts_by_status: Partial<Record<string, number>>;
  upcoming: Booking[];
  awaiting_action: Booking[];
  weekly: { week_start: string; bookings: number; revenue: number }[];
  totals: { bookings: number; revenue: number; clients: number };
}
