import { seedDocId, type SeedKnowledgeBase } from '../seed-knowledge-types';
import { businessAndLicensingDocuments } from './business-and-licensing-documents';
import { civilRegistrationDocuments } from './civil-registration-documents';
import { countyServicesDocuments } from './county-services-documents';
import { govstackSynonyms } from './govstack-synonyms';

export const govstackServices: SeedKnowledgeBase = {
  slug: 'govstack-services',
  collection: {
    id: 'service-guides',
    name: 'Government service guides',
    description: 'Step-by-step guides to public e-services',
    type: 'mixed',
  },
  synonyms: govstackSynonyms,
  documents: [
    {
      id: seedDocId(11),
      fileName: 'business-permit-renewal.md',
      format: 'md',
      title: 'Renewing a Business Permit',
      description: 'Annual single business permit renewal',
      isPublic: true,
      sections: [
        {
          heading: 'Who must renew',
          paragraphs: [
            'Every business operating in the county needs a single business permit, renewed every calendar year.',
            'The renewal deadline is 31 March. Renewals after the deadline pay a late penalty of 25 percent of the permit fee.',
          ],
        },
        {
          heading: 'How to renew online',
          paragraphs: [
            'Sign in to the county e-services portal, choose "Business permits" and then "Renew". Confirm your business details and the activity code.',
            'Pay the fee by mobile money or card. The renewed permit is issued as a PDF with a QR code and can be printed at once.',
          ],
        },
        {
          heading: 'What you need',
          paragraphs: [
            "Your KRA PIN, last year's permit number and, for food businesses, a valid public health certificate.",
          ],
        },
      ],
    },
    {
      id: seedDocId(12),
      fileName: 'passport-application-guide.pdf',
      format: 'pdf',
      title: 'Passport Application Guide',
      description: 'Applying for a first passport or a renewal',
      isPublic: true,
      sections: [
        {
          heading: 'Eligibility and documents',
          paragraphs: [
            "Citizens of any age can apply. Adults need their national ID card and birth certificate; children need a birth certificate and a parent's ID.",
            'Upload a recent passport photo with a white background when you apply online.',
          ],
        },
        {
          heading: 'Fees and processing time',
          paragraphs: [
            'A 34-page ordinary passport costs KES 4,550 and a 50-page passport costs KES 6,050.',
            'Passports are processed within 10 working days after biometrics are captured. Urgent applications with proof of travel take 3 working days.',
          ],
        },
        {
          heading: 'Biometrics and collection',
          paragraphs: [
            'Book a biometrics appointment at a passport office after paying. Bring the original documents you uploaded.',
            'You will receive a text message when the passport is ready. Collect it in person with your ID; passports are not sent by post.',
          ],
        },
      ],
    },
    {
      id: seedDocId(13),
      fileName: 'birth-registration.docx',
      format: 'docx',
      title: 'Registering a Birth',
      description: 'Birth registration and birth certificates',
      isPublic: true,
      sections: [
        {
          heading: 'Registering a birth',
          paragraphs: [
            'A birth must be registered within 6 months. Births in hospital are notified by the hospital; parents then apply for the certificate online.',
            'Registration within 6 months is free. Late registration needs a sworn affidavit and a letter from the local chief.',
          ],
        },
        {
          heading: 'Getting a birth certificate',
          paragraphs: [
            'Apply on the e-services portal with the birth notification number. The certificate costs KES 50 and is ready for collection within 7 working days.',
          ],
        },
      ],
    },
    {
      id: seedDocId(14),
      fileName: 'eservices-portal-help.html',
      format: 'html',
      title: 'E-services Portal Help',
      description: 'Creating an account and paying for services',
      isPublic: true,
      sections: [
        {
          heading: 'Creating an account',
          paragraphs: [
            'Register with your national ID number, phone number and e-mail address. A one-time code sent by text message confirms the phone number.',
          ],
        },
        {
          heading: 'Paying for services',
          paragraphs: [
            'The portal accepts mobile money, debit and credit cards. Every payment produces an e-receipt under "My payments".',
            'If a payment was taken but the service shows unpaid, wait 30 minutes and then use "Verify payment" with the transaction code.',
          ],
        },
      ],
    },
    ...businessAndLicensingDocuments,
    ...civilRegistrationDocuments,
    ...countyServicesDocuments,
  ],
};
