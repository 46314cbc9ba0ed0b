import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const computerAndItServices: CatalogueCategorySource = {
  name: 'Computer and IT Services',
  form: FORMS.flexible,
  subcategories: [
    {
      name: 'Computer and Device Repair',
      services: [
        { n: 'Computer Repair', p: 4, keywords: ['pc repair', 'laptop repair', 'computer technician'] },
        { n: 'Mac Repair', p: 2, keywords: ['macbook repair', 'apple computer repair'] },
        { n: 'Virus Removal', p: 3, keywords: ['malware removal', 'spyware removal'] },
        { n: 'Data Recovery', p: 2, keywords: ['recover files', 'hard drive recovery'] },
        {
          n: 'Phone Repair',
          p: 3,
          keywords: ['cell phone repair', 'iphone screen repair', 'cracked screen'],
        },
        { n: 'Tablet Repair', p: 1, keywords: ['ipad repair'] },
        { n: 'Computer Setup', p: 2, keywords: ['new computer setup', 'data transfer'] },
        { n: 'Custom PC Build', p: 1, keywords: ['gaming pc build'] },
        { n: 'Printer Setup', p: 1, keywords: ['printer repair', 'printer installation'] },
        { n: 'Game Console Repair', p: 1, keywords: ['xbox repair', 'ps5 repair', 'hdmi port repair'] },
        { n: 'TV Repair', p: 2, keywords: ['television repair', 'flat screen repair'], form: FORMS.onSite },
      ],
    },
    {
      name: 'Networking and Tech Support',
      services: [
        {
          n: 'IT Support',
          p: 3,
          keywords: ['tech support', 'computer help', 'help desk'],
          form: FORMS.remote,
        },
        { n: 'Managed IT Services', p: 2, keywords: ['msp', 'business it support'], form: FORMS.remote },
        {
          n: 'Home Wi-Fi Setup',
          p: 3,
          keywords: ['wifi installation', 'router setup', 'mesh network'],
          form: FORMS.onSite,
        },
        {
          n: 'Business Network Setup',
          p: 1,
          keywords: ['office network', 'firewall setup'],
          form: FORMS.onSite,
        },
        { n: 'Tech Help for Seniors', p: 2, keywords: ['senior tech support', 'smartphone help'] },
        {
          n: 'Cybersecurity Consulting',
          p: 1,
          keywords: ['security audit', 'ransomware protection'],
          form: FORMS.remote,
        },
        {
          n: 'Email and Microsoft 365 Setup',
          p: 1,
          keywords: ['office 365', 'google workspace'],
          form: FORMS.remote,
        },
        {
          n: 'Cloud Backup Setup',
          p: 1,
          keywords: ['backup solution', 'cloud storage setup'],
          form: FORMS.remote,
        },
      ],
    },
    {
      name: 'Web and Software',
      form: FORMS.remote,
      services: [
        {
          n: 'Website Design',
          p: 3,
          keywords: ['web designer', 'website development', 'small business website'],
        },
        { n: 'Website Maintenance', p: 1, keywords: ['wordpress help', 'website updates'] },
        { n: 'SEO Services', p: 2, keywords: ['search engine optimization', 'google ranking'] },
        { n: 'App Development', p: 1, keywords: ['mobile app developer', 'iphone app'] },
      ],
    },
  ],
};
