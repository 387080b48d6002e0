import { withoutRepeats } from './part-answers';

const SPLIT = 'Orders over KES 10,000 can be split into 3 monthly instalments.';
const LATE = 'A missed instalment incurs a late fee of KES 500.';
const BUREAU = 'Missed instalments are reported to the credit bureau after 60 days.';

it('says a sentence two parts share once, in the first part that said it', () => {
  expect(withoutRepeats([`${SPLIT} ${LATE}`, `${LATE} ${BUREAU}`])).toEqual([
    `${SPLIT} ${LATE}`,
    BUREAU,
  ]);
});

it('drops a part whose every sentence was already said', () => {
  expect(withoutRepeats([`${SPLIT} ${LATE}`, LATE, BUREAU])).toEqual([
    `${SPLIT} ${LATE}`,
    null,
    BUREAU,
  ]);
});
