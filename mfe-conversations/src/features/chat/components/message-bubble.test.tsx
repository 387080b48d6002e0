import { screen } from '@testing-library/react';
import { renderPage } from '@switchboard/shared-ui/testing';
import { message } from '../../../testing/conversation-fixtures';
import { MessageBubble } from './message-bubble';

const OWNER = 'owner-1';
const bot = { name: 'Support Bot', avatar: null };

// Issue 46 item 6: a hand-written "assistant" message showed as the bot's answer, and a
// staff member's question in a user's conversation could not be told from the user's own.
it("shows a hand-written answer as a person's, never as the bot's", () => {
  renderPage(
    <MessageBubble
      message={message({
        orderIndex: 1,
        messageType: 'ASSISTANT',
        content: 'Typed by staff',
        authorId: 'staff-1',
        fromBot: false,
      })}
      bot={bot}
      ownerId={OWNER}
    />,
  );
  expect(screen.getByText('Written by staff, not the bot')).toBeInTheDocument();
  expect(screen.getByTestId('message')).toHaveAttribute('data-author', 'person');
});

it("shows the bot's answer as the bot's", () => {
  renderPage(
    <MessageBubble
      message={message({ orderIndex: 1, messageType: 'ASSISTANT', content: 'Hi', fromBot: true })}
      bot={bot}
      ownerId={OWNER}
    />,
  );
  expect(screen.queryByText('Written by staff, not the bot')).not.toBeInTheDocument();
  expect(screen.getByTestId('message')).toHaveAttribute('data-author', 'bot');
});

it("marks a question someone other than the conversation's user asked", () => {
  const { unmount } = renderPage(
    <MessageBubble
      message={message({ orderIndex: 0, content: 'Did you get it?', authorId: 'staff-1' })}
      bot={bot}
      ownerId={OWNER}
    />,
  );
  expect(screen.getByText('Staff follow-up')).toBeInTheDocument();
  unmount();
  renderPage(
    <MessageBubble
      message={message({ orderIndex: 0, content: 'Mine', authorId: OWNER })}
      bot={bot}
      ownerId={OWNER}
    />,
  );
  expect(screen.queryByText('Staff follow-up')).not.toBeInTheDocument();
});
