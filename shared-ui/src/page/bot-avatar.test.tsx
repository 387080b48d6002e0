import { render, screen } from '@testing-library/react';
import { BotAvatar } from './bot-avatar';

describe('BotAvatar', () => {
  it("shows the bot's picture, named for assistive technology", () => {
    render(<BotAvatar name="Support" avatar="/avatars/support.png" />);
    expect(screen.getByRole('img', { name: 'Support avatar' })).toHaveAttribute(
      'src',
      '/avatars/support.png',
    );
  });

  it('falls back to the robot glyph without a picture', () => {
    const { container } = render(<BotAvatar name="Support" avatar={null} size={40} />);
    expect(screen.queryByRole('img', { name: 'Support avatar' })).not.toBeInTheDocument();
    expect(container.querySelector('svg[data-testid="SmartToyOutlinedIcon"]')).not.toBeNull();
  });
});
