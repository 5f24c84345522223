import type { Framework } from '@shared/schemas/compliance';

/** Reference content for the Regulatory Frameworks tab: summaries, not legal advice. */
export const FRAMEWORKS: Framework[] = [
  {
    id: 'mica',
    name: 'MiCA',
    region: 'European Union',
    description:
      'Markets in Crypto-Assets Regulation: rules for issuers of crypto-assets and service providers.',
    status: 'active',
    requirements: [
      'Crypto-asset white paper',
      'Issuer identification',
      'Marketing communications rules',
      'Complaint handling',
    ],
  },
  {
    id: 'sec-howey',
    name: 'SEC / Howey Test',
    region: 'United States',
    description: 'Whether a token is an investment contract and so a security under US law.',
    status: 'active',
    requirements: ['Investment of money', 'Common enterprise', 'Expectation of profit', 'Efforts of others'],
  },
  {
    id: 'fatf-travel-rule',
    name: 'FATF Travel Rule',
    region: 'Global',
    description:
      'Originator and beneficiary information travels with virtual-asset transfers between providers.',
    status: 'active',
    requirements: [
      'Originator information',
      'Beneficiary information',
      'Sanctions screening',
      'Record keeping',
    ],
  },
  {
    id: 'uk-fca',
    name: 'FCA Cryptoasset Regime',
    region: 'United Kingdom',
    description: 'Registration of cryptoasset businesses and the financial promotions rules.',
    status: 'active',
    requirements: [
      'AML registration',
      'Risk warnings in promotions',
      'Cooling-off period for first-time investors',
    ],
  },
  {
    id: 'mas-psa',
    name: 'Payment Services Act',
    region: 'Singapore',
    description: 'Licensing of digital payment token services by the Monetary Authority of Singapore.',
    status: 'active',
    requirements: ['Licence', 'AML/CFT controls', 'Consumer protection measures'],
  },
  {
    id: 'hk-vasp',
    name: 'VASP Licensing Regime',
    region: 'Hong Kong',
    description: 'Licensing of virtual asset trading platforms by the Securities and Futures Commission.',
    status: 'draft',
    requirements: ['Token admission criteria', 'Custody of client assets', 'Market surveillance'],
  },
];
