import { embeddedModel, OnnxEmbedder, dot } from '@switchboard/embedding-model';
const staff = [
  'Can I pay for my order in installments?',
  'How many days of annual leave do I get?',
  'How do I reset my password?',
  'What are your opening hours?',
  'Do you deliver to Mombasa?',
  'How do I renew my business permit?',
];
const asked = [
  'Is it possible to split my payment into installments?',
  'can i pay in parts for my purchase',
  'How many sick days can I take?',
  'how much annual leave do new staff get',
  'I forgot my password, what do I do?',
  'when are you open?',
  'do you ship to mombasa',
  'Can I pay with mobile money?',
  'How do I cancel my order?',
  'Can I carry over unused annual leave?',
  'What is the deadline to renew my business permit?',
  'how much does a business permit cost',
];
async function main() {
  const e = (await OnnxEmbedder.load(embeddedModel('e5-small-v2-q')))!;
  const S = await e.embed(staff, 'query');
  const Sp = await e.embed(staff, 'passage');
  const A = await e.embed(asked, 'query');
  for (let i = 0; i < asked.length; i++) {
    const row = staff.map((s, j) => `${dot(A[i]!, S[j]!).toFixed(3)}/${dot(A[i]!, Sp[j]!).toFixed(3)}`);
    console.log(asked[i], '\n   ', row.join('  '));
  }
  await e.close();
}
main();
