import { describe, expect, it } from 'vitest';
import { cleanPayee } from './clean-payee.ts';

describe('cleanPayee', () => {
  it.each([
    // Card processors, store and reference numbers, locations
    ['SQ *TACO TRUCK 123', 'Taco Truck'],
    ['PAYPAL *SPOTIFY 4029357733', 'Spotify'],
    ['TST* JOES DINER 0042 SAN FRANCISCO CA', 'Joes Diner'],
    ['POS 1234 TESCO STORES 3297 LONDON GB', 'Tesco'],
    ['AMAZON.COM*2K4LQ8 SEATTLE WA', 'Amazon'],
    ['UBER *TRIP HELP.UBER.COM', 'Uber'],
    ['STARBUCKS STORE #1234', 'Starbucks'],
    ['7-ELEVEN 12345 DALLAS TX', '7-Eleven'],
    ['BP CONNECT 1234', 'BP Connect'],
    ['DIRECT DEBIT BRITISH GAS', 'British Gas'],
    ['FASTER PAYMENT TO J SMITH REF 1234', 'J Smith'],
    ['CB CARREFOUR 12/03 PARIS', 'Carrefour Paris'],
    // SEPA-style descriptions in other languages: method words, mandate and creditor ids, IBAN, BIC
    ['SEPA-LASTSCHRIFT Stadtwerke München GmbH Mandat: 12345 Gläubiger-ID: DE98ZZZ09999999999', 'Stadtwerke München'],
    ['KARTENZAHLUNG REWE Markt GmbH//Berlin/DE 2024-03-01T12:00 Debitk.12 2025-12', 'Rewe Markt'],
    ['Überweisung an Max Mustermann IBAN DE89370400440532013000 BIC COBADEFFXXX', 'Max Mustermann'],
    ['VIREMENT SEPA RECU /DE M. DUPONT JEAN /MOTIF LOYER MARS', 'M. Dupont Jean'],
    ['PRLV SEPA FREE MOBILE ICS: FR12ZZZ123456 RUM: ABC123', 'Free Mobile'],
    ['COMPRA TARJETA 1234 MERCADONA VALENCIA', 'Mercadona Valencia'],
    ['PAGO CON TARJETA 4B*1234 EL CORTE INGLES 01/03', 'El Corte Ingles'],
    ['BONIFICO SEPA A FAVORE DI MARIO ROSSI', 'Mario Rossi'],
    ['BEA NR:1234 ALBERT HEIJN 1234 AMSTERDAM', 'Albert Heijn'],
    // Kept as printed where there is nothing to strip; mixed case is the printer's choice
    ['Coffee', 'Coffee'],
    ['TfL Travel Charge', 'TfL Travel Charge'],
    ['GOOGLE *YouTube', 'YouTube'],
    ['PAYMENT - THANK YOU', 'Payment'],
    ['A & B', 'A & B'],
    // Legal forms, spaced columns, named fields, trailing type codes and a town before its state
    ['SQ *BLUE BOTTLE COFFEE Oakland CA', 'Blue Bottle Coffee'],
    ['NOOKI DESIGN           LONDON  NW10  GBR', 'Nooki Design'],
    ['/TRTP/SEPA OVERBOEKING/IBAN/NL75INGB0001234567/BIC/INGBNL2A/NAME/ALBERT HEIJN 1016/REMI/ALBERT HEIJN', 'Albert Heijn'],
    ['UPI/123456789012/SWIGGY/swiggy@icici/Payment', 'Swiggy'],
    ['SKY DIGITAL DD', 'Sky Digital'],
    ['HMRC - TAXES 700000009988776655', 'HMRC'],
    ['Wiener Staedtische Versicherung AG Schottenring 30 1010 Wien', 'Wiener Staedtische Versicherung'],
  ])('%s → %s', (description, payee) => {
    expect(cleanPayee(description)).toBe(payee);
  });

  it('never returns an empty payee for a description with letters, and never changes the description', () => {
    for (const description of ['POS', 'CARD 1234', 'REF: 123456', 'SEPA-LASTSCHRIFT', '12/03 LONDON']) {
      const copy = String(description);
      expect(cleanPayee(description)).toMatch(/\p{L}/u);
      expect(description).toBe(copy);
    }
    expect(cleanPayee('')).toBe('');
    expect(cleanPayee('12345')).toBe('12345');
  });
});
