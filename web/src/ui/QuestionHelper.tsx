import { useId, useState } from "react";
import styled from "styled-components";

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  width: 20px;
  height: 20px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.text3};
  background: transparent;
  color: ${({ theme }) => theme.colors.text2};
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
  cursor: help;
`;

const Bubble = styled.span`
  position: absolute;
  top: calc(100% + 8px);
  left: 50%;
  z-index: 10;
  width: max-content;
  max-width: min(256px, 80vw);
  padding: 10px 12px;
  border-radius: 12px;
  transform: translateX(-50%);
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 14px;
  font-weight: 400;
  line-height: 1.4;
  box-shadow: 0 4px 12px ${({ theme }) => theme.colors.shadow};
`;

/** A '?' that shows a short explanation on hover, focus or tap. */
export function QuestionHelper({ text, label }: { text: string; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Wrapper onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Trigger
        type="button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
      >
        ?
      </Trigger>
      {open ? (
        <Bubble role="tooltip" id={id}>
          {text}
        </Bubble>
      ) : null}
    </Wrapper>
  );
}
