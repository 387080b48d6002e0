import type { SeedKnowledgeBase } from '../knowledge/seed-knowledge-types';

const generalDocId = (n: number) =>
  `00000000-0000-4000-8000-0000000360${String(n).padStart(2, '0')}`;

/**
 * The general knowledge service's own starter knowledge: how to use this console. The
 * knowledge chat (/conversations/playground) talks to it, so a newcomer's first question
 * about the console gets an answer with sources. Every statement here is true of the
 * console as built; keep it so when the console changes.
 */
export const consoleGuide: SeedKnowledgeBase = {
  slug: 'default',
  collection: {
    id: 'console-guide',
    name: 'Console guide',
    description: 'How to use the Switchboard console',
    type: 'mixed',
  },
  // The console's own words need no domain synonyms beyond WordNet's.
  synonyms: [],
  documents: [
    {
      id: generalDocId(1),
      fileName: 'console-sections.md',
      format: 'md',
      title: 'Console sections',
      description: 'What each section of the console does',
      isPublic: true,
      sections: [
        {
          heading: 'Dashboard',
          paragraphs: [
            'The Dashboard at /pages/dashboard is the home page. Bot admins see how many bots, conversations, businesses and knowledge documents there are, the knowledge of each bot they may see, whether each bot answers, and which remotes are up.',
          ],
        },
        {
          heading: 'Assistants: Bots and Conversations',
          paragraphs: [
            'Bots lists every bot with its status and domain; open a bot to edit it and to see its own knowledge service. Conversations lists the conversations held with bots; open one to read its history.',
            'The knowledge chat at /conversations/playground asks the general knowledge service a question and shows the answer with its sources and confidence.',
          ],
        },
        {
          heading: 'Knowledge: Documents, Websites and Collections',
          paragraphs: [
            "Documents holds the files a bot's knowledge service answers from: upload txt, md, html, csv, json, pdf or docx files. Each document shows its state (queued, extracting, indexing, ready or failed with the reason) and the time spent in each state; a failed document can be retried.",
            'Websites crawls a site and keeps its pages. Each website can be synced again daily or weekly, or at once with Sync now. Collections group documents and web pages; a collection can be renamed or deleted, and deleting one that holds documents asks where they go.',
          ],
        },
        {
          heading: 'Analytics and Setup',
          paragraphs: [
            'Analytics shows users, usage, conversation and business figures computed from the recorded chats. Setup holds Businesses and Business Types: each business names the bot and the knowledge collection that serve it.',
          ],
        },
      ],
    },
    {
      id: generalDocId(2),
      fileName: 'roles-and-access.md',
      format: 'md',
      title: 'Roles and access',
      description: 'Who may see which part of the console',
      isPublic: true,
      sections: [
        {
          heading: 'Roles',
          paragraphs: [
            'Every user has one role: superuser, admin, hiringmanager, employee or applicant. All five see the Dashboard. The recruitment pages are for superuser, admin, hiringmanager and employee, not for applicant.',
          ],
        },
        {
          heading: 'Bot admins',
          paragraphs: [
            'Bot admins are users with the role superuser or admin whose e-mail passes the admin-area rule: its domain contains an allowed word (switchboard by default, set in ADMIN_ALLOWED_DOMAIN_WORDS) or the address is listed in ADMIN_ALLOWED_EMAILS. Only bot admins see Assistants, Analytics, Knowledge and Setup.',
          ],
        },
      ],
    },
    {
      id: generalDocId(3),
      fileName: 'crawling-websites.md',
      format: 'md',
      title: 'Crawling websites',
      description: 'How to crawl a site and keep it in sync',
      isPublic: true,
      sections: [
        {
          heading: 'Starting a crawl',
          paragraphs: [
            'How to crawl a website: open Knowledge, then Websites, enter the website start URL and press Crawl. The crawler follows links on the same host up to the maximum depth (0 to 5, default 2) and the maximum number of pages (1 to 500, default 50), respects robots.txt and can be limited with include and exclude patterns.',
            'Private and loopback addresses are refused unless their origin is listed in KB_CRAWL_ALLOWED_ORIGINS; the demo help centre on port 4101 is allowed by default.',
          ],
        },
      ],
    },
    {
      id: generalDocId(4),
      fileName: 'federation-and-runtime-config.md',
      format: 'md',
      title: 'Federation and runtime configuration',
      description: 'How the console is assembled from remotes at run time',
      isPublic: true,
      sections: [
        {
          heading: 'Module federation',
          paragraphs: [
            'The console is a host shell that loads five independently built remotes at run time through Module Federation: bots, conversations, setup, knowledge and analytics. They share one React, one MUI, one Redux store and one session. A remote that fails to load shows a fallback with a Retry button while the rest of the console keeps working.',
          ],
        },
        {
          heading: 'Runtime configuration',
          paragraphs: [
            'The runtime config file, /runtime-config.json, is served by the gateway and names the URL of each remote. Moving or upgrading a remote changes that file, never the host build. The gateway also holds the knowledge services\u2019 keys, so no secret reaches the browser.',
          ],
        },
      ],
    },
    {
      id: generalDocId(5),
      fileName: 'sync-schedules.md',
      format: 'md',
      title: 'Sync schedules',
      description: 'Keeping stored pages true to the live site',
      isPublic: true,
      sections: [
        {
          heading: 'Keeping pages in sync',
          paragraphs: [
            'Each site has a sync schedule, which says how often its pages are synced again: off, daily or weekly. A sync fetches every stored page again, skips pages whose content did not change, re-indexes changed pages and marks pages that now answer 404 or 410 as gone. Gone pages are no longer cited and stay listed until staff remove them. Sync now starts a sync at once.',
          ],
        },
      ],
    },
  ],
};
