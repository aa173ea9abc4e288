/** Field-schema test table, part 2: address, phone, device and SIM fields. */
import * as f from '../fields';
import { simCases } from './field-cases-account';
import type { FieldCase } from './field-cases-account';

export const ADDRESS_FIELD_CASES: FieldCase[] = [
  {
    field: 'address',
    schema: f.zAddress,
    valid: ['12 Main St.', "O'Neil Road, Apt 4-B", 'Calle Señor 5', 'a'.repeat(50)],
    invalid: [
      ['', 'Please enter your address'],
      [undefined, 'Please enter your address'],
      ['12 Main St #4', 'regex validation failed on address'],
      ['a'.repeat(51), 'max validation failed on address'],
    ],
  },
  {
    field: 'addressOne',
    schema: f.zAddressOne,
    valid: ['12 Main St #4'],
    invalid: [
      ['', 'Please enter your address'],
      [undefined, 'Please enter your address'],
    ],
  },
  { field: 'addressTwo', schema: f.zAddressTwo, valid: [undefined, '', 'Suite 100'], invalid: [] },
  {
    field: 'companyName',
    schema: f.zCompanyName,
    valid: [undefined, '', 'Acme Inc.'],
    invalid: [['c'.repeat(61), 'max validation failed on companyName']],
  },
  {
    field: 'streetNumber',
    schema: f.zStreetNumber,
    valid: ['12', '12B'],
    invalid: [
      ['', 'Please enter street number'],
      [undefined, 'Please enter street number'],
    ],
  },
  {
    field: 'streetName',
    schema: f.zStreetName,
    valid: ['Main'],
    invalid: [
      ['', 'Please enter street name'],
      [undefined, 'Please enter street name'],
    ],
  },
  {
    field: 'streetDirection',
    schema: f.zStreetDirection,
    valid: [undefined, null, '', 'N', 'E', 'S', 'W', 'NE', 'NW', 'SE', 'SW'],
    invalid: [
      ['North', 'enum validation failed on streetDirection'],
      ['n', 'enum validation failed on streetDirection'],
    ],
  },
  {
    field: 'city',
    schema: f.zCity,
    valid: [
      'Austin',
      'New York',
      'Lake Saint Louis',
      'Bogotá',
      // Real US names with a period, a hyphen or an apostrophe.
      'St. Louis',
      'Winston-Salem',
      "Coeur d'Alene",
      'Coeur d’Alene',
      "O'Fallon",
      'Ft. Worth',
      'Washington D.C.',
      'La Cañada Flintridge',
      'Wilkes-Barre',
      ' St. Paul ',
    ],
    invalid: [
      ['', 'Please enter city'],
      ['   ', 'Please enter city'],
      [undefined, 'Please enter city'],
      ['A', 'min validation failed on city'],
      ['Area 51', 'regex validation failed on city'],
      ['St.. Louis', 'regex validation failed on city'],
      ['Winston--Salem', 'regex validation failed on city'],
      ["'Alene", 'regex validation failed on city'],
      ['-Salem', 'regex validation failed on city'],
      ['New  York', 'regex validation failed on city'],
      ['Austin, TX', 'regex validation failed on city'],
      ['c'.repeat(61), 'max validation failed on city'],
    ],
  },
  {
    field: 'state',
    schema: f.zState,
    valid: ['AL', 'CA', 'NY', 'WY'],
    invalid: [
      ['', 'Please select a state'],
      [undefined, 'Please select a state'],
      ['DC', 'Please select a state'],
      ['PR', 'Please select a state'],
      ['California', 'Please select a state'],
    ],
  },
  {
    field: 'zipCode',
    schema: f.zZipCode,
    valid: ['90210', '01234'],
    invalid: [
      ['', 'Please enter 5 digit ZIP Code'],
      [undefined, 'Please enter 5 digit ZIP Code'],
      ['9021', 'Please enter 5 digit ZIP Code'],
      ['902101', 'Please enter 5 digit ZIP Code'],
      ['9021a', 'Please enter 5 digit ZIP Code'],
    ],
  },
  {
    field: 'country',
    schema: f.zCountry,
    valid: ['GB', 'US'],
    invalid: [
      ['', 'Please select country'],
      [undefined, 'Please select country'],
    ],
  },
  {
    field: 'countryCode',
    schema: f.zCountryCode,
    valid: ['+1', '+44', '+353', '44', '+4'],
    invalid: [
      ['', 'required validation failed on countryCode'],
      ['+', 'regex validation failed on countryCode'],
      ['4', 'min validation failed on countryCode'],
      ['+4a', 'regex validation failed on countryCode'],
      ['+1234', 'max validation failed on countryCode'],
    ],
  },
  {
    field: 'contactNumber',
    schema: f.zContactNumber,
    valid: ['5551234', '447700900123', '1'.repeat(15)],
    invalid: [
      ['', 'Please enter your phone number'],
      [undefined, 'Please enter your phone number'],
      ['555123', 'Please enter a valid phone number'],
      ['1'.repeat(16), 'Please enter a valid phone number'],
      ['555-1234', 'Please enter a valid phone number'],
    ],
  },
  {
    field: 'imei',
    schema: f.zImei,
    valid: ['490154203237518'],
    invalid: [
      ['', 'Please enter IMEI'],
      [undefined, 'Please enter IMEI'],
      ['49015420323751', 'IMEI should be 15 digits'],
      ['4901542032375189', 'IMEI should be 15 digits'],
      ['49015420323751a', 'IMEI should be 15 digits'],
    ],
  },
  simCases('iccid', f.zIccid, 'Please enter ICCID number', 'ICCID number should be 18-22 digits'),
  simCases('simNumber', f.zSimNumber, 'Please enter sim number', 'sim number should be 18-22 digits'),
  {
    field: 'yourNumber',
    schema: f.zYourNumber,
    valid: ['5551234', '(202) 555-0123', '+44 7700.900-123', '1'.repeat(30)],
    invalid: [
      ['', 'Please enter your number'],
      [undefined, 'Please enter your number'],
      ['555123', 'Please enter a valid number'],
      ['1'.repeat(31), 'Please enter a valid number'],
      ['555-CALL-NOW', 'Please enter a valid number'],
    ],
  },
  {
    field: 'nickname',
    schema: f.zNickname,
    valid: ['Mum', 'Work phone'],
    invalid: [
      ['', 'Please add a nickname'],
      ['  ', 'Please add a nickname'],
      [undefined, 'Please add a nickname'],
    ],
  },
  {
    field: 'code (email change)',
    schema: f.zEmailCode,
    valid: ['12345', 'AB12C'],
    invalid: [
      ['', 'Enter code'],
      [undefined, 'Enter code'],
      ['1234', 'Enter code'],
      ['123456', 'Enter code'],
    ],
  },
];
