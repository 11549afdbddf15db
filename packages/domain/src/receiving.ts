import type Decimal from 'decimal.js';
import {
  Dec,
  parseMoney,
  parseRate,
  requiresDocumentUpload,
  toMoneyString,
  toRateString,
  vet,
  type Money,
  type Rate,
} from './money';

/*
 * The figures of a receiving (spec 3 "Receiving flow"): the client sells foreign currency credited abroad and
 * receives reais. Every step is exact decimal arithmetic, rounded half-up where the contract shows a figure
 * (rate to 8 places, reais to cents), and later steps start from the rounded figures, so what the client sees
 * adds up to the cent: valueToReceive = grossValue − iofValue − operationFee.
 */

/** A percentage as stored (numeric(7,4)): plain decimal, 0 ≤ p < 100. */
function parsePercent(value: string, what: string): Decimal {
  if (!/^\d{1,3}(\.\d{1,8})?$/.test(value) || new Dec(value).gte(100)) {
    throw new RangeError(`Invalid ${what} (a percentage from 0 to under 100): ${JSON.stringify(value)}`);
  }
  return new Dec(value);
}

function positive(value: Decimal, what: string): Decimal {
  if (!value.gt(0)) throw new RangeError(`${what} must be greater than zero`);
  return value;
}

/**
 * The rate offered to the client: the brokerage buys the client's foreign currency below market,
 * market × (1 − spread / 100), half-up to 8 places.
 */
export function clientBuyRate(marketBuyRate: string, spreadPercent: string): Rate {
  const market = positive(parseRate(marketBuyRate), 'The market rate');
  const spread = parsePercent(spreadPercent, 'spread');
  return toRateString(market.times(new Dec(1).minus(spread.dividedBy(100))));
}

export interface ReceivingInput {
  /** Foreign currency received (numeric(18,2)), > 0. */
  receiptValue: Money;
  /** The client's rate, BRL per unit (clientBuyRate), > 0. */
  rate: Rate;
  /** IOF-câmbio rate in percent, e.g. "0.38". */
  iofPercent: string;
  /** Operation fee in BRL, ≥ 0. */
  operationFee: Money;
}

export interface ReceivingFigures {
  /** receipt × rate, BRL, half-up to cents. */
  grossValue: Money;
  /** grossValue × IOF / 100, BRL, half-up to cents. */
  iofValue: Money;
  operationFee: Money;
  /** grossValue − iofValue − operationFee, BRL: what the client is paid. */
  valueToReceive: Money;
  /** VET: valueToReceive ÷ receiptValue, BRL per unit, 8 places (net of fee and IOF). */
  vetRate: Rate;
}

/**
 * The receiving's figures from validated wire strings. RangeError on malformed input and when nothing would be
 * left to receive (fee and IOF eat the whole gross value): the server answers that with a 4xx.
 */
export function receivingFigures({
  receiptValue,
  rate,
  iofPercent,
  operationFee,
}: ReceivingInput): ReceivingFigures {
  const receipt = positive(parseMoney(receiptValue), 'The receipt value');
  const clientRate = positive(parseRate(rate), 'The rate');
  const iofRate = parsePercent(iofPercent, 'IOF rate');
  const fee = parseMoney(operationFee);
  if (fee.isNegative()) throw new RangeError('The operation fee cannot be negative');

  const grossValue = toMoneyString(receipt.times(clientRate));
  const iofValue = toMoneyString(new Dec(grossValue).times(iofRate).dividedBy(100));
  const net = new Dec(grossValue).minus(iofValue).minus(fee);
  if (!net.gt(0)) {
    throw new RangeError(
      `Nothing left to receive: gross ${grossValue} − IOF ${iofValue} − fee ${toMoneyString(fee)} ≤ 0`,
    );
  }
  const valueToReceive = toMoneyString(net);
  return {
    grossValue,
    iofValue,
    operationFee: toMoneyString(fee),
    valueToReceive,
    vetRate: vet(valueToReceive, receipt),
  };
}

/**
 * The receipt in US dollars, for the document rule (spec 9): USD as it is; another currency through reais,
 * receipt × rateToBrl ÷ usdRateToBrl, half-up to cents (both rates BRL per unit, from the same quote time).
 */
export function usdEquivalent(
  receiptValue: Money,
  currency: string,
  rateToBrl: Rate,
  usdRateToBrl: Rate,
): Money {
  const receipt = parseMoney(receiptValue);
  if (currency.toUpperCase() === 'USD') return toMoneyString(receipt);
  const rate = positive(parseRate(rateToBrl), 'The rate');
  const usdRate = positive(parseRate(usdRateToBrl), 'The USD rate');
  return toMoneyString(receipt.times(rate).dividedBy(usdRate));
}

/**
 * Whether the receiving needs a supporting document: its USD equivalent, in cents, strictly above 3,000.00
 * (money.ts requiresDocumentUpload), so USD 3,000.00 and anything rounding to it need none.
 */
export function receivingRequiresDocument(
  receiptValue: Money,
  currency: string,
  rateToBrl: Rate,
  usdRateToBrl: Rate,
): boolean {
  return requiresDocumentUpload(usdEquivalent(receiptValue, currency, rateToBrl, usdRateToBrl));
}
