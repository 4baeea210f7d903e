import styled, { keyframes } from "styled-components";

const rotate = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

/** A small ring spinner; `size` in px. Decorative: the surrounding text says what is happening. */
export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 16 }) => $size}px;
  height: ${({ $size = 16 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${rotate} 0.8s linear infinite;
  flex-shrink: 0;
`;
