import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/** Identity and civil registration guides that sit beside the passport and birth guides. */
export const civilRegistrationDocuments: SeedDocument[] = [
  {
    id: seedDocId(211),
    fileName: 'lost-or-damaged-passport.html',
    format: 'html',
    title: 'Lost, Damaged or Expiring Passports',
    description: 'Replacing a lost or damaged passport and renewing one that expires',
    isPublic: true,
    sections: [
      {
        heading: 'Renewing before it expires',
        paragraphs: [
          'Many countries refuse entry with a passport valid for less than 6 months, so renew early. A renewal is applied for like a first passport; send the old passport with the application.',
        ],
      },
      {
        heading: 'A lost or stolen passport',
        paragraphs: [
          'Report the loss at a police station and get a police abstract. Then apply for a replacement on the portal with the abstract and your national ID.',
          'A replacement for a lost passport costs KES 10,000 on top of the normal passport fee. The lost passport is cancelled and cannot be used again if it is found.',
        ],
      },
      {
        heading: 'A damaged passport',
        paragraphs: [
          'A passport with torn pages, water damage or a loose cover must be replaced. Hand in the damaged passport at your biometrics appointment; there is no extra charge beyond the normal fee.',
        ],
      },
    ],
  },
  {
    id: seedDocId(212),
    fileName: 'passport-fees-2023-superseded.md',
    format: 'md',
    title: 'Passport Fees and Processing (2023, superseded)',
    description: 'Archived passport fees from before the new passport booklets',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this page',
        paragraphs: [
          'Archived. These fees applied until 30 June 2024. They were replaced on 1 July 2024, when the new booklet sizes were introduced; see the Passport Application Guide for current fees.',
        ],
      },
      {
        heading: 'Fees and processing until June 2024',
        paragraphs: [
          'A 32-page passport cost KES 4,550, a 48-page passport KES 6,050 and a 64-page diplomatic-size passport KES 7,550.',
          'Passports were processed within 15 working days after biometrics.',
        ],
      },
    ],
  },
  {
    id: seedDocId(213),
    fileName: 'national-id-card.md',
    format: 'md',
    title: 'National ID Card',
    description: 'First ID cards at 18 and replacing a lost ID',
    isPublic: true,
    sections: [
      {
        heading: 'Your first ID card',
        paragraphs: [
          "Citizens apply for their first ID card at the registration office of their sub-county once they turn 18. Bring your birth certificate and a parent's ID. The first ID card is free.",
        ],
      },
      {
        heading: 'Replacing a lost ID card',
        paragraphs: [
          'Report the loss to the police for an abstract, then apply for a replacement at the registration office. A replacement costs KES 100 and is ready in about 30 days.',
          'You get a waiting card on the day you apply, which you can use as proof of identity until the new card is ready.',
        ],
      },
    ],
  },
  {
    id: seedDocId(214),
    fileName: 'death-registration.docx',
    format: 'docx',
    title: 'Registering a Death',
    description: 'Death registration, death certificates and burial permits',
    isPublic: true,
    sections: [
      {
        heading: 'Registering a death',
        paragraphs: [
          'A death must be registered within 6 months. A death in hospital is notified by the hospital; a death at home is reported to the local chief, who issues a notification.',
          'The burial permit is issued together with the registration and must be shown at the cemetery.',
        ],
      },
      {
        heading: 'Getting a death certificate',
        paragraphs: [
          'The next of kin applies on the e-services portal with the death notification number and their own ID. The death certificate costs KES 100 and is ready within 14 working days.',
        ],
      },
    ],
  },
  {
    id: seedDocId(215),
    fileName: 'birth-certificate-corrections.md',
    format: 'md',
    title: 'Correcting a Birth Certificate',
    description: "Fixing a misspelt name or adding the father's details",
    isPublic: true,
    sections: [
      {
        heading: 'Mistakes on the certificate',
        paragraphs: [
          'A misspelt name, a wrong date or a wrong place of birth is corrected by applying on the portal under "Amend a birth record". Upload the certificate and a document that shows the right details, such as a clinic card.',
          'The correction fee is KES 200. A corrected certificate is issued with a new serial number.',
        ],
      },
      {
        heading: "Adding the father's name",
        paragraphs: [
          "The father's details can be added later if both parents sign the application before a registration officer. If the father has died, bring his death certificate.",
        ],
      },
    ],
  },
  {
    id: seedDocId(216),
    fileName: 'civil-marriage.html',
    format: 'html',
    title: 'Civil Marriage Registration',
    description: 'Giving notice of a civil marriage and getting the certificate',
    isPublic: true,
    sections: [
      {
        heading: 'Giving notice',
        paragraphs: [
          'Both partners give notice of the intended marriage on the portal at least 21 days before the wedding. The notice is displayed publicly for those 21 days.',
          "Both partners must be 18 or older and bring their national IDs; a previously married partner brings the divorce decree or the late spouse's death certificate.",
        ],
      },
      {
        heading: 'Fees',
        paragraphs: [
          "Giving notice costs KES 600 and the marriage at the registrar's office costs KES 3,300. A certified copy of the marriage certificate costs KES 500.",
        ],
      },
    ],
  },
];
