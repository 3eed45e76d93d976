import type { Offer } from '../../../db/types';

/** What the offer form holds: text fields as typed, so nothing is lost on an error. */
export interface OfferFormValues {
  title: string;
  description: string;
  tests: string[];
  price: string;
  discounted_price: string;
  valid_from: string;
  valid_to: string;
}

export type OfferField = keyof OfferFormValues;

/** The offer as the API takes it (docs/api-contract.md: offer fields). */
export interface OfferInput {
  title: string;
  description: string;
  tests: string[];
  price: number;
  discounted_price: number | null;
  valid_from: string;
  valid_to: string;
}

/** Field -> i18n key (catalogue namespace) of the message shown next to the field. */
export type OfferErrors = Partial<Record<OfferField, string>>;

export const EMPTY_OFFER: OfferFormValues = {
  title: '',
  description: '',
  tests: [],
  price: '',
  discounted_price: '',
  valid_from: '',
  valid_to: '',
};

export function offerToForm(offer: Offer): OfferFormValues {
  return {
    title: offer.title,
    description: offer.description ?? '',
    tests: [...offer.tests],
    price: String(offer.price),
    discounted_price:
      offer.discounted_price === null || offer.discounted_price === undefined
        ? ''
        : String(offer.discounted_price),
    valid_from: offer.valid_from ?? '',
    valid_to: offer.valid_to ?? '',
  };
}

function amount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules a lab needs: a title, a price above zero, a discount below the price, and a
 * validity period whose end is not before its start.
 */
export function validateOffer(values: OfferFormValues): OfferErrors {
  const errors: OfferErrors = {};
  if (values.title.trim() === '') errors.title = 'validation.titleRequired';
  const price = amount(values.price);
  if (price === null) errors.price = 'validation.priceRequired';
  else if (Number.isNaN(price) || price <= 0) errors.price = 'validation.pricePositive';
  const discount = amount(values.discounted_price);
  if (discount !== null) {
    if (Number.isNaN(discount) || discount < 0) errors.discounted_price = 'validation.amount';
    else if (price !== null && !Number.isNaN(price) && discount >= price) {
      errors.discounted_price = 'validation.discountBelowPrice';
    }
  }
  if (!DAY.test(values.valid_from)) errors.valid_from = 'validation.dateRequired';
  if (!DAY.test(values.valid_to)) errors.valid_to = 'validation.dateRequired';
  else if (DAY.test(values.valid_from) && values.valid_to < values.valid_from) {
    errors.valid_to = 'validation.endAfterStart';
  }
  return errors;
}

/** The API body for valid form values (call validateOffer first). */
export function offerInput(values: OfferFormValues): OfferInput {
  const discount = amount(values.discounted_price);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    tests: values.tests,
    price: Number(values.price.trim().replace(',', '.')),
    discounted_price: discount === null ? null : discount,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
  };
}
