import { answeredAsking, holdsWanted, wantedTypes } from './answer-type';

it('reads the kind of value a question asks for', () => {
  expect(wantedTypes('How much is a birth cert?')).toEqual(['amount']);
  expect(wantedTypes('how long will a warranty fix take?')).toEqual(['duration']);
  expect(wantedTypes('When is the deadline to renew my business permit?')).toEqual(['date']);
  expect(wantedTypes('what time can bars start serving on a saturday?')).toContain('time');
  expect(wantedTypes("what's the number to phone you?")).toContain('phone');
  expect(wantedTypes('Who runs the whistleblowing hotline?')).toContain('phone');
  expect(wantedTypes('Can I merge two accounts?')).toEqual([]);
});

it('finds such a value in a sentence, and not a bare digit of another kind', () => {
  expect(holdsWanted('The certificate costs KES 50.', ['amount'])).toBe(true);
  expect(holdsWanted('Registration within 6 months is free.', ['amount'])).toBe(true);
  expect(holdsWanted('A birth must be registered within 6 months.', ['amount'])).toBe(false);
  expect(holdsWanted('Refunds are issued within 5 working days.', ['duration'])).toBe(true);
  expect(holdsWanted('The renewal deadline is 31 March.', ['date'])).toBe(true);
  expect(holdsWanted('Bars open from 14:00 on weekends.', ['time'])).toBe(true);
  expect(holdsWanted('Call +254 700 123 456.', ['phone'])).toBe(true);
  expect(holdsWanted('Grade 7 staff give 3 months notice.', ['phone'])).toBe(false);
});

it('takes a deadline counted in working days as an answer to "when"', () => {
  // "when do I get a tracking number for my parcel?": the knowledge says "within one working day".
  const wanted = wantedTypes('when do I get a tracking number for my parcel?');
  expect(holdsWanted('Tracking comes usually within one working day of payment.', wanted)).toBe(
    true,
  );
  expect(holdsWanted('Refunds are issued within 5 working days.', wanted)).toBe(true);
  expect(holdsWanted('Every order page shows a tracking link.', wanted)).toBe(false);
});

it('counts the words that ask for a value as answered by a sentence holding one', () => {
  const terms = ['cost', 'check', 'medic'];
  expect(answeredAsking('The examination costs KES 1,000.', ['amount'], terms)).toEqual(['cost']);
  expect(answeredAsking('The examination is done at a clinic.', ['amount'], terms)).toEqual([]);
});
