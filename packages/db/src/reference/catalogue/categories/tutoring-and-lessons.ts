import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const tutoringAndLessons: CatalogueCategorySource = {
  name: 'Tutoring and Lessons',
  form: FORMS.lessons,
  subcategories: [
    {
      name: 'Academic Tutoring',
      services: [
        { n: 'Tutoring', p: 4, keywords: ['tutor', 'private tutor', 'homework help'] },
        { n: 'Math Tutoring', p: 4, keywords: ['algebra tutor', 'calculus tutor', 'geometry tutor'] },
        { n: 'Reading Tutoring', p: 3, keywords: ['reading tutor', 'phonics', 'literacy'] },
        { n: 'Writing Tutoring', p: 2, keywords: ['essay help', 'english tutor'] },
        { n: 'Science Tutoring', p: 2, keywords: ['chemistry tutor', 'physics tutor', 'biology tutor'] },
        { n: 'SAT Prep', p: 3, keywords: ['sat tutor', 'act prep', 'test prep'] },
        { n: 'ESL Tutoring', p: 2, keywords: ['english as a second language', 'english lessons'] },
        { n: 'Spanish Lessons', p: 3, keywords: ['spanish tutor', 'learn spanish'] },
        { n: 'French Lessons', p: 1, keywords: ['french tutor', 'learn french'] },
        {
          n: 'Computer Programming Lessons',
          p: 2,
          keywords: ['coding tutor', 'python lessons', 'coding for kids'],
        },
        { n: 'Special Education Tutoring', p: 1, keywords: ['dyslexia tutor', 'learning disabilities'] },
        { n: 'Homeschool Tutoring', p: 1, keywords: ['homeschool teacher', 'homeschool help'] },
        { n: 'College Admissions Consulting', p: 2, keywords: ['college counselor', 'college essay help'] },
      ],
    },
    {
      name: 'Life Skills and Hobbies',
      services: [
        { n: 'Swimming Lessons', p: 3, keywords: ['swim lessons', 'swim instructor'] },
        { n: 'Driving Lessons', p: 3, keywords: ['driving school', 'driver education'] },
        { n: 'Art Lessons', p: 2, keywords: ['drawing lessons', 'painting classes'] },
        { n: 'Cooking Lessons', p: 2, keywords: ['cooking classes', 'private cooking class'] },
        { n: 'Dance Lessons', p: 2, keywords: ['wedding dance lessons', 'ballroom dance', 'salsa lessons'] },
        { n: 'Sewing Lessons', p: 1, keywords: ['sewing classes', 'learn to sew'] },
        { n: 'Chess Lessons', p: 1, keywords: ['chess coach', 'chess tutor'] },
        { n: 'Photography Lessons', p: 1, keywords: ['camera lessons', 'photography classes'] },
        { n: 'Horseback Riding Lessons', p: 1, keywords: ['riding lessons', 'equestrian lessons'] },
      ],
    },
  ],
};
