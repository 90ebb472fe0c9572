// The sample jobs, as a fresh install shows them: two vacancies of the kind a small residential home advertises, with
// pay of the kind such homes in Kent offered in 2025. All fictional. Posted the day the seed runs and closing eight
// weeks later, so that a fresh install shows both; after that, its careers page shows how to apply anyway.

const text = (value) => ({ type: 'text', text: value });
const paragraph = (value) => ({ type: 'paragraph', children: [text(value)] });
const list = (...items) => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({ type: 'list-item', children: [text(item)] })),
});

/** YYYY-MM-DD in the home's time zone, `days` from today. */
function dayFromToday(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

function jobs() {
  const postedOn = dayFromToday(0);
  const closingDate = dayFromToday(56);
  return [
    {
      title: 'Senior care assistant (days)',
      slug: 'senior-care-assistant-days',
      employmentType: 'Full time',
      hours: '36 hours a week: three 12-hour days, including one weekend in three',
      payFrom: 13.4,
      payTo: 14.2,
      payPer: 'hour',
      where: 'At the home, in Little Wychcombe',
      postedOn,
      closingDate,
      summary:
        'Lead a small team of carers on day shifts, and be the person residents and families know they can ask.',
      description: [
        paragraph(
          'You will lead the care team on your shift: giving out medicines, keeping care plans up to date, and ' +
            'making sure every resident is cared for in the way they have asked.',
        ),
        list(
          'An NVQ or Diploma in Health and Social Care at level 3, or working towards it',
          'At least a year of care work, some of it as a senior',
          'Paid training, uniform, meals on shift and a pension',
        ),
      ],
    },
    {
      title: 'Cook (part time)',
      slug: 'cook-part-time',
      employmentType: 'Part time',
      hours: '20 hours a week, four mornings including alternate weekends',
      payFrom: 12.6,
      payTo: null,
      payPer: 'hour',
      where: 'At the home, in Little Wychcombe',
      postedOn,
      closingDate,
      summary:
        'Cook fresh, home-made meals for 38 residents, with our head cook and a kitchen rated 5 for hygiene.',
      description: [
        paragraph(
          'You will cook breakfast and lunch from fresh ingredients, cater for special diets and textures, and ' +
            'talk with residents about the food they love.',
        ),
        list('A food hygiene certificate at level 2 or above', 'Experience of cooking for a group'),
      ],
    },
  ];
}

module.exports = { jobs };
