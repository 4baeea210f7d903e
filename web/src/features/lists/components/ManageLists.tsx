import { useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { ErrorText, HeaderRow, IconButton, Muted, SmallButton, TextInput } from "@/ui/dialogStyles";
import { isListInUse } from "../defaultLists";
import { resolveSelectedListUrl, useFetchListCallback, useListsByUrl } from "../hooks";
import { isValidListInput } from "../listInput";
import { addList, removeList, selectList } from "../listsSlice";
import { formatListVersion } from "../updatePolicy";

const AddRow = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 4px;
`;
const ListRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  align-items: center;
  padding: 10px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    overflow-wrap: anywhere;
  }
`;
const Buttons = styled.div`
  display: flex;
  gap: 6px;
`;

/** The word the remove prompt asks for; the same in every language, since it is what the user must type. */
const REMOVE_CONFIRMATION_WORD = "REMOVE";

/**
 * Manage Lists: add a list by URL or ENS name, select one, remove one after typing REMOVE.
 * The default lists are one per chain; only the active chain's is shown.
 */
export function ManageLists({ chainId, onBack }: { chainId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const byUrl = useListsByUrl();
  const selectedUrl = resolveSelectedListUrl(useAppSelector((state) => state.lists.selectedListUrl), chainId);
  const fetchList = useFetchListCallback(chainId);
  const [input, setInput] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const valid = isValidListInput(input);

  const urls = useMemo(
    () => Object.keys(byUrl).filter((url) => isListInUse(url, chainId)),
    [byUrl, chainId],
  );

  const add = async () => {
    const url = input.trim();
    if (!isValidListInput(url) || adding) return;
    setAdding(true);
    setAddError(undefined);
    const existed = Boolean(byUrl[url]);
    dispatch(addList(url));
    try {
      await fetchList(url);
      setInput("");
    } catch (error) {
      setAddError(error instanceof Error ? error.message : String(error));
      if (!existed) dispatch(removeList(url)); // A failed add removes the entry
    } finally {
      setAdding(false);
    }
  };

  const remove = (url: string) => {
    if (window.prompt(t("lists.removePrompt")) === REMOVE_CONFIRMATION_WORD) dispatch(removeList(url));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") void add();
  };

  return (
    <div data-testid="manage-lists">
      <HeaderRow>
        <IconButton type="button" aria-label={t("lists.back")} onClick={onBack}>
          ←
        </IconButton>
        <h2>{t("lists.manage")}</h2>
        <span />
      </HeaderRow>
      <label htmlFor="list-add-input">
        <Muted>{t("lists.addList")}</Muted>
      </label>
      <AddRow>
        <TextInput
          id="list-add-input"
          data-testid="list-add-input"
          type="text"
          placeholder={t("lists.inputPlaceholder")}
          autoComplete="off"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setAddError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <SmallButton type="button" data-testid="list-add-button" disabled={!valid || adding} onClick={() => void add()}>
          {t("lists.add")}
        </SmallButton>
      </AddRow>
      {addError && <ErrorText data-testid="list-add-error">{addError}</ErrorText>}
      <div style={{ marginTop: 12 }}>
        {urls.map((url) => {
          const list = byUrl[url];
          const current = list?.current;
          const tokenCount = current ? current.tokens.filter((token) => token.chainId === chainId).length : 0;
          const isSelected = url === selectedUrl;
          return (
            <ListRow key={url} data-testid="list-row">
              <div>
                <div style={{ fontWeight: 600 }}>{current?.name ?? url}</div>
                <Muted>
                  {current
                    ? t("lists.versionAndCount", { version: formatListVersion(current), number: tokenCount })
                    : list?.loadingRequestId
                      ? t("lists.loading")
                      : ""}
                </Muted>
                <div>
                  <Muted>{url}</Muted>
                </div>
                {list?.error && <ErrorText>{list.error}</ErrorText>}
              </div>
              <Buttons>
                <SmallButton type="button" disabled={isSelected || !current} onClick={() => dispatch(selectList(url))}>
                  {isSelected ? t("lists.selected") : t("lists.select")}
                </SmallButton>
                <SmallButton type="button" aria-label={t("lists.removeLabel", { url })} disabled={urls.length <= 1} onClick={() => remove(url)}>
                  {t("lists.remove")}
                </SmallButton>
              </Buttons>
            </ListRow>
          );
        })}
      </div>
    </div>
  );
}
