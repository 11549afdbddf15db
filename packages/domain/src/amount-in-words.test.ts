import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords pt-BR', () => {
  it.each([
    [
      '12345.67',
      'USD',
      'doze mil, trezentos e quarenta e cinco dólares norte-americanos e sessenta e sete centavos',
    ],
    ['1', 'BRL', 'um real'],
    ['0.01', 'BRL', 'um centavo de real'],
    ['0.50', 'USD', 'cinquenta centavos de dólar norte-americano'],
    ['0', 'EUR', 'zero euros'],
    ['2', 'EUR', 'dois euros'],
    ['100', 'EUR', 'cem euros'],
    ['101', 'EUR', 'cento e um euros'],
    ['1000', 'BRL', 'mil reais'],
    ['1100', 'BRL', 'mil e cem reais'],
    ['1020', 'BRL', 'mil e vinte reais'],
    ['1234', 'BRL', 'mil, duzentos e trinta e quatro reais'],
    ['2000000', 'BRL', 'dois milhões de reais'],
    ['1000000', 'USD', 'um milhão de dólares norte-americanos'],
    ['1000001', 'BRL', 'um milhão e um reais'],
    ['1200000', 'BRL', 'um milhão e duzentos mil reais'],
    ['1250300.10', 'CHF', 'um milhão, duzentos e cinquenta mil e trezentos francos suíços e dez centavos'],
    ['3000000000', 'CAD', 'três bilhões de dólares canadenses'],
    ['222.02', 'GBP', 'duzentas e vinte e duas libras esterlinas e dois pence'],
    ['1', 'GBP', 'uma libra esterlina'],
    ['2200', 'GBP', 'duas mil e duzentas libras esterlinas'],
    ['2000000', 'GBP', 'dois milhões de libras esterlinas'],
    ['15000', 'JPY', 'quinze mil ienes'],
    ['15000.50', 'JPY', 'quinze mil e um ienes'],
    ['19.99', 'AUD', 'dezenove dólares australianos e noventa e nove centavos'],
    ['14', 'CNY', 'quatorze iuanes chineses'],
    ['1.005', 'BRL', 'um real e um centavo'],
    [
      '9999999999999999.99',
      'BRL',
      'nove quatrilhões, novecentos e noventa e nove trilhões, novecentos e noventa e nove bilhões, novecentos e noventa e nove milhões, novecentos e noventa e nove mil, novecentos e noventa e nove reais e noventa e nove centavos',
    ],
    ['10', 'SEK', 'dez SEK'],
  ])('%s %s', (value, currency, words) => expect(amountInWords(value, currency, 'pt-BR')).toBe(words));
});

describe('amountInWords en', () => {
  it.each([
    ['12345.67', 'USD', 'twelve thousand three hundred forty-five US dollars and sixty-seven cents'],
    ['1', 'EUR', 'one euro'],
    ['0.01', 'GBP', 'zero pounds sterling and one penny'],
    ['1000000', 'BRL', 'one million Brazilian reais'],
    ['2000000000.05', 'CAD', 'two billion Canadian dollars and five cents'],
    ['115', 'JPY', 'one hundred fifteen Japanese yen'],
  ])('%s %s', (value, currency, words) => expect(amountInWords(value, currency, 'en')).toBe(words));
});

describe('amountInWords rejects', () => {
  it.each(['-1', 'abc', 'Infinity'])('%j', (v) =>
    expect(() => amountInWords(v, 'USD', 'pt-BR')).toThrow(RangeError),
  );
});
