import styled from "styled-components";

/** A soft radial glow behind the page content; purely decorative. */
export const Background = styled.div`
  position: fixed;
  inset: 0;
  z-index: 0;
  pointer-events: none;
  background: ${({ theme }) => theme.colors.backgroundGradient};
  background-size: 200vw 200vh;
  background-position: 50% -60vh;
  background-repeat: no-repeat;
`;
