import type { UnanswerableQuestion } from '@switchboard/knowledge-service/seed';

/**
 * Out-of-scope questions written only to TRAIN the decline (`npm run eval:decline`): the odd
 * evaluation ids hold just 21 out-of-scope questions, so the fitted threshold moved by one
 * question. These are asked as the seeded bots' customers ask (casual, misspelt, near the
 * bot's topics) and none is read by `npm run eval`, so its figures stay comparable. Each was
 * checked against the seeded knowledge: the word after `//` is absent from every document of
 * that bot (case-insensitive search of its seed files), so no passage can answer it.
 */
export const DECLINE_TRAINING_QUESTIONS: { slug: string; unanswerable: UnanswerableQuestion[] }[] =
  [
    {
      slug: 'customer-support',
      unanswerable: [
        { id: 'cs-t01', question: 'do you guys sell phone cases with my name engraved on them' }, // engrav
        { id: 'cs-t02', question: 'can i just order on whatsapp instead of the website' }, // whatsapp
        { id: 'cs-t03', question: 'do you ship to the uk? my sister lives in london' }, // uk, london
        { id: 'cs-t04', question: 'are your chargers compatible with samsung phones' }, // samsung, compatib
        { id: 'cs-t05', question: 'whats your instagram or tiktok page' }, // instagram, tiktok
        { id: 'cs-t06', question: 'is the sony tv going on sale this black friday' }, // sony, black friday
        { id: 'cs-t07', question: 'how do i become a delivery rider for northwind' }, // rider
        { id: 'cs-t08', question: 'do u sell groceries too or just electronics' }, // grocer
        { id: 'cs-t09', question: 'do you have a kids section, like toys and games' }, // toy
        { id: 'cs-t10', question: 'how much is the monthly subscription for northwind music' }, // subscription
        { id: 'cs-t11', question: 'whats the best laptop for a student under 50k' }, // student
        { id: 'cs-t12', question: 'can i get push notifications when prices drop' }, // notif
      ],
    },
    {
      slug: 'govstack-services',
      unanswerable: [
        { id: 'gs-t01', question: 'how do i get a fishing permit for lake victoria' }, // fishing
        { id: 'gs-t02', question: 'where do i apply for a gun licence' }, // gun, firearm
        { id: 'gs-t03', question: 'does the county issue dog licences' }, // dog licen
        { id: 'gs-t04', question: 'is the county library open on saturdays' }, // library
        { id: 'gs-t05', question: 'how do i call the county ambulance' }, // ambulance
        { id: 'gs-t06', question: 'whats the matatu fare from town to the airport' }, // matatu, fare, airport
        {
          id: 'gs-t07',
          question: 'the street light on our road has been off for weeks who fixes it',
        }, // light
        { id: 'gs-t08', question: 'does the county give loans to small businesses' }, // loan
        { id: 'gs-t09', question: 'how do we register a boda boda sacco' }, // boda, sacco
        { id: 'gs-t10', question: 'is there a public swimming pool in town' }, // swimming
        { id: 'gs-t11', question: 'can i hire the county hall for my wedding' }, // hall
        { id: 'gs-t12', question: 'how much is a visa to visit kenya' }, // visa
        { id: 'gs-t13', question: 'how do i adopt a child' }, // adopt
        { id: 'gs-t14', question: 'where can i get a covid vaccination certificate' }, // covid, vaccin
      ],
    },
    {
      slug: 'hr-onboarding',
      unanswerable: [
        { id: 'hr-t01', question: 'is there a shuttle bus from town to the office' }, // shuttle
        { id: 'hr-t02', question: 'is there a creche for kids at the office' }, // creche, childcare
        { id: 'hr-t03', question: 'do we get a free uniform' }, // uniform
        { id: 'hr-t04', question: 'can i bring my pet to work' }, // pet
        { id: 'hr-t05', question: 'does the company help with a mortgage' }, // mortgage
        { id: 'hr-t06', question: 'is smoking allowed on the balcony' }, // smoking
        { id: 'hr-t07', question: 'do we have a staff loan scheme' }, // loan
        { id: 'hr-t08', question: 'can i play music at my desk' }, // music
        { id: 'hr-t09', question: 'will the company sponsor my work visa' }, // visa
        { id: 'hr-t10', question: 'do i get my birthday off' }, // birthday
        { id: 'hr-t11', question: 'is there a staff shop with discounts' }, // staff shop
        { id: 'hr-t12', question: 'does the company pay for a masters degree' }, // degree
      ],
    },
  ];
