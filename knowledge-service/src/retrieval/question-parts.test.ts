import { questionParts } from './question-parts';

describe('questionParts', () => {
  it('splits a message asking two things into both questions', () => {
    expect(questionParts('when is it open, and how much does it cost?')).toEqual([
      'when is it open',
      'how much does it cost?',
    ]);
    expect(questionParts('Where do I collect it? What do I need to bring?')).toEqual([
      'Where do I collect it',
      'What do I need to bring?',
    ]);
  });

  it('keeps one question whole, and a question after its story', () => {
    for (const one of [
      'What are the terms and conditions of the warranty?',
      'my wife is due next month, how much time off do I get?',
      'forgot my password, how long does the link in the email work?',
      'how much and when?',
    ])
      expect(questionParts(one)).toEqual([one]);
  });
});
