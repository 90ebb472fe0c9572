// The sample team: fictional people, written as a real home would introduce its staff.
const team = [
  {
    name: 'Helen Marsh',
    role: 'Registered Manager',
    description:
      'Helen has led the home for eleven years and nursed for twenty before that. Her door is always open, to residents and families alike.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Deputy Manager',
    description:
      'Daniel looks after care planning and training. He makes sure every resident’s plan reflects who they are, not just what they need.',
  },
  {
    name: 'Priya Raman',
    role: 'Senior Carer',
    description:
      'Priya has a gift for making new residents feel at home in their first weeks, and for remembering exactly how everyone takes their tea.',
  },
  {
    name: 'Tom Hallett',
    role: 'Head Chef',
    description:
      'Tom cooks everything fresh, with vegetables from our own beds when the season allows. He visits every table at lunch to hear what people think.',
  },
  {
    name: 'Grace Whitfield',
    role: 'Activities Coordinator',
    description:
      'Gardening club, music afternoons and trips to the coast: Grace plans the week around what residents enjoy, and loves trying something new.',
  },
  {
    name: 'Aleksander Nowak',
    role: 'Night Care Lead',
    description:
      'Aleksander leads our night team, so that residents rest easily and families know someone calm and caring is there through the night.',
  },
  {
    name: 'Margaret Dunn',
    role: 'Housekeeping Lead',
    description:
      'Margaret keeps the house bright and homely, and knows where every treasured photograph and favourite cushion belongs.',
  },
  {
    name: 'Samuel Achterberg',
    role: 'Maintenance and Gardens',
    description:
      'Sam tends the two acres of gardens and keeps the old house in good repair. Residents who like to garden will find him happy to share a trowel.',
  },
];

module.exports = { team };
