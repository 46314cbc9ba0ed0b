/** Where "List your business for free" leads: Create Your Company Profile (spec 2 §2.3). */
export const CREATE_COMPANY_PATH = '/business/new';
