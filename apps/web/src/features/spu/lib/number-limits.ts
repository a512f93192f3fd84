// The limits of a product's numbers (spec §5, §9), worded for the user. A number out of range is said, never
// changed: the product list's inline edits and the publish form both ask here what is wrong with a typed value.
import { SPU_LIMITS, SPU_MESSAGES } from '@caremall/contract';
import i18n from 'i18next';
import { contractText } from '../../../shared/i18n/contract-text';

const MAX_YUAN = SPU_LIMITS.maxPriceFee / 100;
const MIN_SALES_YUAN = SPU_LIMITS.minPriceFee / 100;

/** Yuan with more than two decimals (compared in ten-thousandths, so 0.1 + 0.2 style noise does not count). */
const beyondCents = (yuan: number) => !Number.isInteger(Math.round(yuan * 1e6) / 1e4);

/** A price's upper bound and decimals, shared by the sales and market prices. */
function priceShapeProblem(yuan: number): string | null {
  if (yuan > MAX_YUAN) return i18n.t('spu:inline.priceTooHigh');
  if (beyondCents(yuan)) return i18n.t('spu:inline.priceDecimals');
  return null;
}

/** A SKU's sales price in yuan: 0.01 to 1e9, two decimals. */
export function salesPriceProblem(yuan: number): string | null {
  if (yuan < MIN_SALES_YUAN) return contractText('spu', SPU_MESSAGES.priceTooLow);
  return priceShapeProblem(yuan);
}

/** A SKU's market price in yuan: 0 to 1e9, two decimals. */
export function marketPriceProblem(yuan: number): string | null {
  if (yuan < 0) return contractText('spu', SPU_MESSAGES.marketPriceNegative);
  return priceShapeProblem(yuan);
}

/** A SKU's stock: a whole number from 0 to 1e9. */
export function stockProblem(value: number): string | null {
  if (!Number.isInteger(value)) return contractText('spu', SPU_MESSAGES.stockInteger);
  if (value < 0) return contractText('spu', SPU_MESSAGES.stockNegative);
  if (value > SPU_LIMITS.maxStock) return contractText('spu', SPU_MESSAGES.stockTooLarge);
  return null;
}

/** A product's sort order: a whole number from 1 to 32767, one rule for the publish form and the list's inline edit. */
export function seqProblem(value: number): string | null {
  if (!Number.isInteger(value)) return contractText('spu', SPU_MESSAGES.seqInteger);
  if (value < SPU_LIMITS.minSeq) return contractText('spu', SPU_MESSAGES.seqMin);
  if (value > SPU_LIMITS.maxSeq) return contractText('spu', SPU_MESSAGES.seqTooLarge);
  return null;
}

/** The limit each typed number of a SKU row breaks; an empty one is left to the submission checks (spec §5). */
export function skuRowProblems(row: { price: number | null; marketPrice: number | null; stock: number | null }) {
  return {
    price: row.price === null ? null : salesPriceProblem(row.price),
    marketPrice: row.marketPrice === null ? null : marketPriceProblem(row.marketPrice),
    stock: row.stock === null ? null : stockProblem(row.stock),
  };
}

/** The first limit any SKU row breaks, or null when every typed number is within its range. */
export function firstSkuProblem(rows: Parameters<typeof skuRowProblems>[0][]): string | null {
  return rows.flatMap((row) => Object.values(skuRowProblems(row))).find((problem) => problem !== null) ?? null;
}
