/** @jest-environment node */
// Who looks after residents ("Who looks after you"): read from the recorded CMS, each figure stated with the day it was
// checked, and left out once a year has passed without a check; refused at publish when it is that old.
import { describe, expect, it } from '@jest/globals';
import { checkEntry } from '@/lib/cms/declared';
import { readType, recordedCmsForEachTest } from '@/lib/cms/testing/recorded-client';
import { recorded } from '@/lib/cms/testing/recorded-strapi';
import { staffingSummary } from '@/lib/content/staffing';

/** The day the recorded staffing was checked on, and the day these tests read it: a year to the day after. */
const CHECKED = '2026-11-23';
const A_YEAR_ON = '2027-11-23';
const STAFFING = 'api::staffing.staffing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's JSON, reached into as the tests need
type Untyped = Record<string, any>;

const cms = recordedCmsForEachTest();

/** The recorded staffing with `change` made to it, as the CMS's standing answer. */
function answer(change: (data: Untyped) => void) {
  const body = structuredClone(recorded.staffing) as { data: Untyped };
  change(body.data);
  cms.strapi.overrides.set('/api/staffing', { status: 200, body });
}

describe('who looks after you', () => {
  it('is read with each shift and each arrangement, and the day each was checked', async () => {
    const staffing = await readType('staffing', cms, { today: A_YEAR_ON });
    expect(staffing?.shifts).toEqual([
      {
        shift: 'Morning, 8 am to 2 pm',
        carers: 5,
        awake: false,
        ledBy: 'A senior carer',
        checkedOn: CHECKED,
      },
      {
        shift: 'Afternoon, 2 pm to 8 pm',
        carers: 4,
        awake: false,
        ledBy: 'A senior carer',
        checkedOn: CHECKED,
      },
      { shift: 'Night, 8 pm to 8 am', carers: 2, awake: true, ledBy: 'A senior carer', checkedOn: CHECKED },
    ]);
    expect(staffing?.nursing).toEqual({
      value: expect.stringContaining('District nurses'),
      checkedOn: CHECKED,
    });
    expect(staffing?.training?.value).toHaveLength(4);
    expect(staffing?.team).toEqual({ value: { size: 32, fiveYears: 14 }, checkedOn: CHECKED });
    expect(cms.warnings).toEqual([]);
    expect(staffingSummary(staffing!)).toBe(
      'Up to 5 carers on shift by day, and 2 awake all night, each shift led by a senior carer.',
    );
  });

  it('leaves out a figure checked more than a year before, naming it in a warning, and keeps the rest', async () => {
    answer((data) => {
      data.shifts[2].checkedOn = '2026-11-22';
      data.teamCheckedOn = '2026-11-01';
    });
    const staffing = await readType('staffing', cms, { today: A_YEAR_ON });
    expect(staffing?.shifts.map(({ shift }) => shift)).toEqual([
      'Morning, 8 am to 2 pm',
      'Afternoon, 2 pm to 8 pm',
    ]);
    expect(staffing?.team).toBeNull();
    expect(staffing?.nursing).not.toBeNull();
    expect(cms.warnings).toEqual([
      'cms: "Who looks after you": the shift "Night, 8 pm to 8 am" is left out: it was last checked on 2026-11-22, ' +
        "more than a year ago: check it and give today's date",
      'cms: "Who looks after you": the team’s figures is left out: it was last checked on 2026-11-01, more than a ' +
        "year ago: check it and give today's date",
    ]);
  });

  it('says nothing, with a warning, while it is not published', async () => {
    cms.strapi.overrides.set('/api/staffing', { status: 404 });
    expect(await readType('staffing', cms, { today: A_YEAR_ON })).toBeNull();
    expect(cms.warnings).toHaveLength(1);
  });

  it('is refused at publish with a figure checked more than a year ago, naming its field', () => {
    const entry = structuredClone(recorded.staffing.data);
    entry.managerCheckedOn = '2026-11-01';
    entry.shifts[0].checkedOn = '2026-10-01';
    const problems = checkEntry(STAFFING, entry, 'publish', A_YEAR_ON);
    expect(problems.map(({ path }) => path.join('.'))).toEqual(['shifts.0.checkedOn', 'managerCheckedOn']);
    expect(problems[1]!.message).toBe(
      "it was last checked on 2026-11-01, more than a year ago: check it and give today's date",
    );
    // A draft may be saved as it is, to be checked before it is published.
    expect(checkEntry(STAFFING, entry, 'save', A_YEAR_ON)).toEqual([]);
    // And a team cannot have more people here five years than it has.
    entry.managerCheckedOn = CHECKED;
    entry.shifts[0].checkedOn = CHECKED;
    entry.fiveYears = 40;
    expect(checkEntry(STAFFING, entry, 'publish', A_YEAR_ON).map(({ path }) => path.join('.'))).toEqual([
      'fiveYears',
    ]);
  });
});
