import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const fitnessAndWellness: CatalogueCategorySource = {
  name: 'Fitness and Wellness',
  form: FORMS.lessons,
  subcategories: [
    {
      name: 'Personal Training and Classes',
      services: [
        { n: 'Personal Training', p: 4, keywords: ['personal trainer', 'fitness trainer'] },
        { n: 'Online Fitness Coaching', p: 2, keywords: ['virtual personal trainer', 'online trainer'] },
        { n: 'Yoga Instruction', p: 3, keywords: ['yoga teacher', 'private yoga'] },
        { n: 'Pilates Instruction', p: 2, keywords: ['pilates instructor', 'reformer pilates'] },
        { n: 'Martial Arts Lessons', p: 2, keywords: ['karate', 'jiu jitsu', 'self defense classes'] },
        { n: 'Boxing Training', p: 1, keywords: ['boxing coach', 'kickboxing'] },
        { n: 'Boot Camp Classes', p: 1, keywords: ['outdoor boot camp', 'group fitness'] },
        { n: 'Senior Fitness', p: 1, keywords: ['fitness for seniors', 'balance training'] },
      ],
    },
    {
      name: 'Sports Coaching',
      services: [
        { n: 'Golf Lessons', p: 2, keywords: ['golf instructor', 'golf coach'] },
        { n: 'Tennis Lessons', p: 2, keywords: ['tennis coach', 'pickleball lessons'] },
        { n: 'Baseball and Softball Coaching', p: 1, keywords: ['hitting lessons', 'pitching lessons'] },
        { n: 'Basketball Training', p: 1, keywords: ['basketball coach', 'basketball skills training'] },
        { n: 'Soccer Coaching', p: 1, keywords: ['soccer trainer', 'soccer lessons'] },
        { n: 'Running Coaching', p: 1, keywords: ['marathon training', 'running coach'] },
      ],
    },
    {
      name: 'Health and Wellness',
      services: [
        { n: 'Massage Therapy', p: 4, keywords: ['massage', 'in-home massage', 'deep tissue massage'] },
        { n: 'Nutritionist', p: 3, keywords: ['dietitian', 'meal planning', 'nutrition coach'] },
        { n: 'Life Coaching', p: 2, keywords: ['life coach', 'personal coach'], form: FORMS.remote },
        { n: 'Acupuncture', p: 2, keywords: ['acupuncturist'], form: FORMS.appointment },
        {
          n: 'Chiropractic Care',
          p: 2,
          keywords: ['chiropractor', 'spinal adjustment'],
          form: FORMS.appointment,
        },
        { n: 'In-Home Physical Therapy', p: 1, keywords: ['mobile physical therapist', 'physical therapy'] },
        { n: 'Meditation Instruction', p: 1, keywords: ['mindfulness coaching', 'meditation teacher'] },
        { n: 'Reiki', p: 1, keywords: ['energy healing', 'reiki practitioner'] },
      ],
    },
  ],
};
