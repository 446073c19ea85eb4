/**
 * The chat's last guard against quoting a price: whether a text states an amount of money or a rate. It catches a
 * number next to any currency sign (`$2.5k`, `€2.499`, `2,499$`, `R$ 50`), next to a currency code (`USD 2499`,
 * `USD: 2499`, `2499 eur`) or before a currency's name (`5 dollars`, `300 euros`, `499 US dollars`,
 * `499 (in US dollars)`), a number in words before one (`five hundred dollars`, `Four hundred ninety-nine bucks`), and
 * a number billed per period (`2499 per month`, `99/mo`, `500 monthly`). Numbers that are not money (`24/7`, `3 weeks`,
 * `62% fewer no-shows`, `five hours`) pass. When in doubt it says yes: a false alarm only sends the visitor to the
 * contact form.
 */

/** A number as people write amounts: `2499`, `2,499`, `2.499,00`, `2 499`, `2'499`, `2.5k`, `3 million`. */
const NUMBER = String.raw`\d(?:[\d.,'\u00a0\u202f ]*\d)?(?:\s*(?:k|m|mn|bn|thousand|million|grand)\b)?`;
const CURRENCY_CODE = String.raw`(?:usd|us\$|eur|gbp|cad|aud|nzd|chf|jpy|cny|rmb|inr|rs\.?|sek|nok|dkk|kr|pln|czk|huf|sgd|hkd|zar|brl|mxn|aed|sar|ils|krw|rub|uah)`;
const CURRENCY_WORD = String.raw`(?:dollars?|bucks|euros?|pounds?|quid|cents?|pence|yen|yuan|rupees?|francs?|kronor|kroner|kronas?|krones?|zloty|pesos?|dirhams?|riyals?|liras?|shekels?|roubles?|rubles?)`;
/** A number in words, as a reply may spell an amount out: `five hundred`, `ninety-nine`, `two thousand and five`. */
const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion)`;
const NUMBER_IN_WORDS = String.raw`\b${NUMBER_WORD}(?:(?:\s+and\s+|[\s-]+)${NUMBER_WORD})*`;
/** A currency named after an amount: `dollars`, `USD`, `US dollars`, `(in Canadian dollars)`. */
const CURRENCY_AFTER = String.raw`\s*\(?\s*(?:in\s+)?(?:(?:us|u\.s\.|american|canadian|australian|singapore|hong\s+kong|new\s+zealand)\s+)?(?:${CURRENCY_CODE}|${CURRENCY_WORD})(?![\p{L}\p{N}])`;
const PERIOD = String.raw`(?:(?:per|an?|each|every|/)\s*(?:month|mo|year|yr|annum|week|wk|day|hour|hr|seat|user|licen[cs]e)s?\b|(?:monthly|annually|yearly|weekly|daily|hourly)\b)`;

const PRICE = new RegExp(
  [
    String.raw`\p{Sc}\s*\d`,
    String.raw`${NUMBER}\s*\p{Sc}`,
    String.raw`(?<![\p{L}\p{N}])${CURRENCY_CODE}[\s:]*\d`,
    String.raw`(?:${NUMBER}|${NUMBER_IN_WORDS})${CURRENCY_AFTER}`,
    String.raw`${NUMBER}\s*${PERIOD}`,
  ].join('|'),
  'iu',
);

export const quotesPrice = (text: string) => PRICE.test(text);
