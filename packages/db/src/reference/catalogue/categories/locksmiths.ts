import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const locksmiths: CatalogueCategorySource = {
  name: 'Locksmiths',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Residential Locksmith',
      services: [
        { n: 'Locksmith', p: 4, keywords: ['locksmith service', 'emergency locksmith', '24 hour locksmith'] },
        { n: 'House Lockout', p: 3, keywords: ['locked out of house', 'home lockout'] },
        { n: 'Lock Rekeying', p: 3, keywords: ['rekey locks', 'rekey house'] },
        {
          n: 'Lock Installation',
          p: 3,
          keywords: ['deadbolt installation', 'new locks', 'door lock replacement'],
        },
        { n: 'Lock Repair', p: 2, keywords: ['broken lock', 'stuck lock'] },
        { n: 'Key Duplication', p: 2, keywords: ['key copy', 'spare key'] },
        { n: 'Keypad Door Lock Installation', p: 1, keywords: ['keypad deadbolt', 'code lock'] },
        { n: 'High-Security Locks', p: 1, keywords: ['medeco', 'bump proof locks'] },
        { n: 'Mailbox Lock Replacement', p: 1, keywords: ['mailbox key'] },
        { n: 'Safe Opening', p: 1, keywords: ['safe locksmith', 'safe cracking', 'safe combination change'] },
        { n: 'Window Lock Installation', p: 1, keywords: ['window locks', 'sliding door lock'] },
      ],
    },
    {
      name: 'Automotive Locksmith',
      services: [
        {
          n: 'Car Key Replacement',
          p: 3,
          keywords: ['lost car key', 'key fob replacement', 'transponder key'],
        },
        { n: 'Car Key Programming', p: 2, keywords: ['key fob programming', 'smart key programming'] },
        { n: 'Ignition Repair', p: 1, keywords: ['ignition switch', 'ignition cylinder'] },
        { n: 'Motorcycle Key Replacement', p: 1, keywords: ['motorcycle key', 'lost bike key'] },
        { n: 'Broken Key Extraction', p: 1, keywords: ['key stuck in lock', 'broken key removal'] },
      ],
    },
    {
      name: 'Commercial Locksmith',
      services: [
        { n: 'Commercial Locksmith Services', p: 2, keywords: ['business locksmith', 'office locks'] },
        { n: 'Business Lockout', p: 1, keywords: ['locked out of office', 'store lockout'] },
        { n: 'Master Key Systems', p: 1, keywords: ['master key', 'restricted keys'] },
        { n: 'Panic Bar Installation', p: 1, keywords: ['exit device', 'push bar'] },
        { n: 'Door Closer Installation', p: 1, keywords: ['door closer repair', 'commercial door closer'] },
        { n: 'Cabinet Lock Repair', p: 1, keywords: ['file cabinet lock', 'desk lock'] },
      ],
    },
  ],
};
