// What the product list's inline editors refuse in a typed value: each column asks the publish form's own rule
// (the contract's limits and messages), so a value the form refuses is never saved from the list either.
import { SPU_LIMITS, SPU_MESSAGES } from '@caremall/contract';
import { contractText } from '../../../shared/i18n/contract-text';
import { salesPriceProblem, seqProblem, stockProblem } from './number-limits';

export const INLINE_RULES = {
  name: (text: string): string | null => {
    const name = text.trim();
    if (!name) return contractText('spu', SPU_MESSAGES.nameBlank);
    return name.length > SPU_LIMITS.name ? contractText('spu', SPU_MESSAGES.nameTooLong) : null;
  },
  /** Yuan. */
  price: (yuan: number): string | null => salesPriceProblem(yuan),
  stock: (value: number): string | null => stockProblem(value),
  seq: (value: number): string | null => seqProblem(value),
} as const;

export type InlineColumn = keyof typeof INLINE_RULES;
