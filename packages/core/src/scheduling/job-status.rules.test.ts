import { describe, expect, it } from 'vitest';
import { jobStatusChoices, jobStatusOf, type VisitState } from './job-status.rules';

const visit = (status: VisitState['status'], timed = true): VisitState => ({ status, timed });

describe("a job's status follows its visits", () => {
  it.each([
    ['no visits', [], 'unscheduled'],
    ['a visit not yet timed', [visit('scheduled', false)], 'unscheduled'],
    ['a timed visit', [visit('scheduled')], 'scheduled'],
    ['someone on the way', [visit('on-my-way'), visit('scheduled')], 'in-progress'],
    ['someone at work', [visit('in-progress')], 'in-progress'],
    ['one done, one left', [visit('completed'), visit('scheduled')], 'in-progress'],
    ['every visit done', [visit('completed'), visit('completed')], 'completed'],
    [
      'done, and the rest cancelled or skipped',
      [visit('completed'), visit('cancelled'), visit('skipped')],
      'completed',
    ],
    ['only a cancelled timed visit', [visit('cancelled')], 'unscheduled'],
  ] as const)('%s: %s', (_name, visits, status) => {
    expect(jobStatusOf('scheduled', visits)).toBe(status);
  });

  it('keeps a closed job closed, and a series that goes on in progress', () => {
    expect(jobStatusOf('closed', [visit('in-progress')])).toBe('closed');
    expect(jobStatusOf('scheduled', [visit('completed')], { seriesGoesOn: true })).toBe('in-progress');
  });
});

describe('the statuses an owner may set by hand', () => {
  const values = (job: Parameters<typeof jobStatusChoices>[0]) => jobStatusChoices(job).map((c) => c.value);

  it('are every status while the job has no visits', () => {
    expect(values({ status: 'scheduled', followsVisits: false })).toEqual([
      'completed',
      'in-progress',
      'scheduled',
      'unscheduled',
      'closed',
    ]);
  });

  it('are closing it, or reopening it once closed, when its visits decide', () => {
    expect(values({ status: 'in-progress', followsVisits: true })).toEqual(['in-progress', 'closed']);
    expect(jobStatusChoices({ status: 'closed', followsVisits: true })).toEqual([
      { value: 'closed', label: 'closed' },
      { value: 'scheduled', label: 'reopen' },
    ]);
  });
});
