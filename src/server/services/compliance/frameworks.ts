import type { Framework } from '@shared/schemas/compliance';

/**
 * Reference content for the Regulatory Frameworks tab: summaries, not legal advice. Each entry's date is
 * when it took effect and its source is the official text or regulator page.
 */
export const FRAMEWORKS: Framework[] = [
  {
    id: 'mica',
    name: 'MiCA',
    region: 'European Union',
    description:
      'Markets in Crypto-Assets Regulation (EU) 2023/1114: rules for issuers of crypto-assets and service providers. Its stablecoin titles applied from 30 June 2024; the whole regulation from 30 December 2024.',
    status: 'active',
    inForceSince: '2024-12-30',
    source: {
      label: 'EUR-Lex, Regulation (EU) 2023/1114',
      url: 'https://eur-lex.europa.eu/eli/reg/2023/1114/oj',
    },
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
    description:
      'Whether a token is an investment contract and so a security under US law, from the Supreme Court’s SEC v. W. J. Howey Co. decision (328 U.S. 293).',
    status: 'active',
    inForceSince: '1946-05-27',
    source: { label: 'Library of Congress, 328 U.S. 293', url: 'https://www.loc.gov/item/usrep328293/' },
    requirements: ['Investment of money', 'Common enterprise', 'Expectation of profit', 'Efforts of others'],
  },
  {
    id: 'fatf-travel-rule',
    name: 'FATF Travel Rule',
    region: 'Global',
    description:
      'Originator and beneficiary information travels with virtual-asset transfers between providers (Recommendation 16, applied to virtual assets by the Interpretive Note to Recommendation 15 adopted in June 2019). A standard each country writes into its own law.',
    status: 'active',
    inForceSince: '2019-06-21',
    source: {
      label: 'FATF Recommendations',
      url: 'https://www.fatf-gafi.org/en/publications/Fatfrecommendations/Fatf-recommendations.html',
    },
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
    description:
      'Registration of cryptoasset businesses under the money-laundering regulations (since 10 January 2020) and the financial promotions rules for cryptoassets (since 8 October 2023).',
    status: 'active',
    inForceSince: '2023-10-08',
    source: {
      label: 'FCA PS23/6, financial promotion rules for cryptoassets',
      url: 'https://www.fca.org.uk/publications/policy-statements/ps23-6-financial-promotion-rules-cryptoassets',
    },
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
    inForceSince: '2020-01-28',
    source: {
      label: 'MAS, Payment Services Act 2019',
      url: 'https://www.mas.gov.sg/regulation/acts/payment-services-act',
    },
    requirements: ['Licence', 'AML/CFT controls', 'Consumer protection measures'],
  },
  {
    id: 'hk-vasp',
    name: 'VASP Licensing Regime',
    region: 'Hong Kong',
    description:
      'Licensing of virtual asset trading platforms by the Securities and Futures Commission, under Part 5B of the Anti-Money Laundering and Counter-Terrorist Financing Ordinance (Cap. 615).',
    status: 'active',
    inForceSince: '2023-06-01',
    source: {
      label: 'Hong Kong e-Legislation, Cap. 615',
      url: 'https://www.elegislation.gov.hk/hk/cap615',
    },
    requirements: ['Token admission criteria', 'Custody of client assets', 'Market surveillance'],
  },
];
