/** What the register wizard holds while the prospect fills its steps. */
export type AccountDraft = {
  name: string;
  surname: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
};
export type BillingDraft = {
  companyName: string;
  vatNumber: string;
  address: string;
  zip: string;
  city: string;
  email: string;
};
