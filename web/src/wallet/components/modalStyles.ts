import styled from "styled-components";

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  font-weight: 600;
  font-size: 18px;
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 0 20px 20px;
`;

export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  cursor: pointer;
  font: inherit;
  font-size: 14px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.accentText};
  &:hover {
    text-decoration: underline;
  }
`;

export const CloseButton = styled(LinkButton)`
  font-size: 20px;
  color: ${({ theme }) => theme.colors.text2};
`;

export const OptionButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  padding: 14px 16px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 16px;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  text-decoration: none;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary1};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  img {
    width: 24px;
    height: 24px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.red};
  font-weight: 500;
`;
