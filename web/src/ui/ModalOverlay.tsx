import styled from "styled-components";

/** The dimmed full-screen layer under a modal (wallet modal, token modals); it centres its child. */
export const ModalOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.4);
`;
