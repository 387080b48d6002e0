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

/**
 * NEAR-TOPIC out-of-scope questions (issue 44): the questions above are mostly far off topic
 * (the committed rule declined ~35 of 38 before they were fitted on), so fitting on them
 * pulled the weights toward BM25 and the held-out half lost. These ask for a policy, place,
 * product or service beside what the bot covers, in its customers' words; none repeats an
 * evaluation question. Checked as above: the word after `//` is in none of that bot's seed
 * files. `npm run eval:decline -- --fit-on near|all` fits on them.
 */
export const DECLINE_NEAR_TOPIC_QUESTIONS: {
  slug: string;
  unanswerable: UnanswerableQuestion[];
}[] = [
  {
    slug: 'customer-support',
    unanswerable: [
      { id: 'cs-t21', question: 'can you ship my order to bujumbura in burundi' }, // burundi
      { id: 'cs-t22', question: 'do you deliver to juba, south sudan' }, // juba, sudan
      { id: 'cs-t23', question: 'can i pay with paypal' }, // paypal
      { id: 'cs-t24', question: 'can i pay by cheque for a big order' }, // cheque
      { id: 'cs-t25', question: 'do nurses or teachers get a discount' }, // nurse, teacher
      { id: 'cs-t26', question: 'can i pre-order the new iphone before it comes out' }, // pre-order, iphone
      { id: 'cs-t27', question: 'can you reserve a tv for me and i pay when i collect next week' }, // reserve
      { id: 'cs-t28', question: 'can i rent a laptop for a month instead of buying' }, // rent, rental
      { id: 'cs-t29', question: 'do you sell solar panels for the house' }, // solar
      { id: 'cs-t30', question: 'can i get tracking updates by sms' }, // sms
      { id: 'cs-t31', question: 'do you take old batteries and e-waste for recycling' }, // recycl, e-waste
      { id: 'cs-t32', question: 'do you do christmas hampers for companies' }, // hamper
      { id: 'cs-t33', question: 'can i get my receipt in swahili' }, // swahili
      { id: 'cs-t34', question: 'can i pay with airtel money' }, // airtel
      { id: 'cs-t35', question: 'can i pay in dollars if im ordering from uganda' }, // dollar, usd
      { id: 'cs-t36', question: 'will you take my old ps4 in the trade in' }, // ps4, playstation
      { id: 'cs-t37', question: 'do i get a referral reward if my friend buys something' }, // referr
      { id: 'cs-t38', question: 'do you sell sim cards or airtime' }, // sim card, airtime
    ],
  },
  {
    slug: 'govstack-services',
    unanswerable: [
      { id: 'gs-t21', question: 'do i need a noise permit for a party at my home' }, // noise
      { id: 'gs-t22', question: 'do i need a permit to put up a billboard for my shop' }, // billboard
      { id: 'gs-t23', question: 'how do i change my name by deed poll' }, // deed poll
      { id: 'gs-t24', question: 'where do i renew my car logbook' }, // logbook
      { id: 'gs-t25', question: 'a tree is leaning on my house, will the county cut it' }, // tree
      { id: 'gs-t26', question: 'do i need a permit to keep chickens in my backyard in town' }, // chicken, poultry, livestock
      { id: 'gs-t27', question: 'how do i apply for a job at the county' }, // job, vacanc, recruit
      { id: 'gs-t28', question: 'how do we register a church' }, // church
      { id: 'gs-t29', question: 'how much is a permit to drill a borehole' }, // borehole
      { id: 'gs-t30', question: 'how do i get a pharmacy licence' }, // pharmac
      { id: 'gs-t31', question: 'do taxis need a county licence' }, // taxi
      { id: 'gs-t32', question: 'can we put a funeral tent on the road outside our home' }, // funeral, tent
      { id: 'gs-t33', question: 'where do i get a permit to run a quarry' }, // quarry
      { id: 'gs-t34', question: 'how do i register a private school' }, // private school
      { id: 'gs-t35', question: 'what licence do i need for a slaughterhouse' }, // slaughter
      { id: 'gs-t36', question: 'can i fly a drone over town for a wedding video' }, // drone
      { id: 'gs-t37', question: 'how do we register our chama or welfare group' }, // chama, welfare
    ],
  },
  {
    slug: 'hr-onboarding',
    unanswerable: [
      { id: 'hr-t21', question: 'do we get days off when i get married' }, // wedding, marriage
      { id: 'hr-t22', question: 'is there a 13th month salary in december' }, // 13th
      { id: 'hr-t23', question: 'do employees get share options' }, // share option, equity
      { id: 'hr-t24', question: 'will the company pay for my relocation from mombasa' }, // relocat
      { id: 'hr-t25', question: 'can i work from abroad for a month, like from dubai' }, // abroad, dubai
      { id: 'hr-t26', question: 'is there an employee of the month award' }, // award
      { id: 'hr-t27', question: 'do i get paid leave for jury duty' }, // jury
      { id: 'hr-t28', question: 'is there an airtime allowance' }, // airtime
      { id: 'hr-t29', question: 'do we get a transport allowance for the commute' }, // transport, commut
      { id: 'hr-t30', question: 'is there a staff football team or a sports day' }, // football, sport
      { id: 'hr-t31', question: 'do i get paid extra for speaking french' }, // french, language
      { id: 'hr-t32', question: 'can i take 3 months unpaid leave to travel' }, // unpaid
      { id: 'hr-t33', question: 'is there a long service award after 10 years' }, // long service
      { id: 'hr-t34', question: 'will the company pay for my driving lessons' }, // driving
      { id: 'hr-t35', question: 'does the company match my donations to charity' }, // charity, donat
      { id: 'hr-t36', question: 'do we get time off to vote on election day' }, // vote, election
      { id: 'hr-t37', question: 'is there a housing allowance' }, // housing
    ],
  },
];
