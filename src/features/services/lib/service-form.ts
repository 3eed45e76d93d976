/** The service forms as typed, their rules and the API fields. */

export interface ServiceFormValues {
  test_type: string;
  name: string;
  price: string;
  description: string;
}

export type ServiceField = keyof ServiceFormValues;
export type ServiceErrors = Partial<Record<ServiceField, string>>;

export interface ServiceInput {
  name: string;
  price: number;
  description: string;
}

export interface ServiceTypeInput extends ServiceInput {
  test_type: number;
}

export const EMPTY_SERVICE: ServiceFormValues = {
  test_type: '',
  name: '',
  price: '',
  description: '',
};

function amount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** A name and a price above zero; a new service type also needs its test type. */
export function validateService(values: ServiceFormValues, needsTestType: boolean): ServiceErrors {
  const errors: ServiceErrors = {};
  if (needsTestType && values.test_type === '') errors.test_type = 'validation.testTypeRequired';
  if (values.name.trim() === '') errors.name = 'validation.nameRequired';
  if (values.price.trim() === '') errors.price = 'validation.priceRequired';
  else {
    const price = amount(values.price);
    if (!Number.isFinite(price) || price <= 0) errors.price = 'validation.pricePositive';
  }
  return errors;
}

export function serviceInput(values: ServiceFormValues): ServiceInput {
  return {
    name: values.name.trim(),
    price: amount(values.price),
    description: values.description.trim(),
  };
}

export function validateSubCategory(name: string): string | undefined {
  return name.trim() === '' ? 'validation.nameRequired' : undefined;
}

/** The server's key for a sub-category name (lower case, words joined by '_'). */
export function subCategoryKey(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'other'
  );
}
