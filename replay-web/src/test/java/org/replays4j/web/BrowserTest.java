package org.replays4j.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.replays4j.testkit.MiniJson;

/**
 * The web app in a real browser: Debian's headless Chromium driven through chromedriver (both named
 * explicitly, so Selenium downloads nothing). Skipped with a message when either is missing.
 */
class BrowserTest {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  @TempDir static Path dir;
  static WebFixture web;
  static WebDriver browser;

  @BeforeAll
  static void start() throws Exception {
    Assumptions.assumeTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "no headless browser: install Debian's chromium and chromium-driver (apt-get install"
            + " chromium chromium-driver) to run the browser tests");
    web = new WebFixture(dir);
    System.setProperty("webdriver.chrome.driver", DRIVER.toString());
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900");
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
    browser = new ChromeDriver(service, options);
    browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
  }

  @AfterAll
  static void stop() {
    if (browser != null) browser.quit();
    if (web != null) web.close();
  }

  void open(String pathAndQuery) {
    browser.get(web.uri(pathAndQuery).toString());
  }

  @Test
  void theListFiltersKeepOnlyTheChosenGame() {
    open("/games?size=200");
    new Select(browser.findElement(By.id("f-format"))).selectByValue("screp");
    browser.findElement(By.id("f-player")).sendKeys("Alice");
    apply("player=Alice");
    assertThat(browser.getCurrentUrl()).contains("format=screp").contains("player=Alice");
    List<WebElement> rows = browser.findElements(By.cssSelector("#games tbody tr"));
    List<String> ids = new ArrayList<>();
    for (WebElement r : rows) {
      List<WebElement> cells = r.findElements(By.tagName("td"));
      assertThat(cells.get(2).getText()).isEqualTo("screp");
      assertThat(cells.get(3).getText()).contains("Alice");
      ids.add(cells.get(0).getText());
    }
    assertThat(new TreeSet<>(ids))
        .isEqualTo(
            new TreeSet<>(
                web.column(
                    "SELECT file FROM catalog_participants WHERE format = 'screp' AND name ="
                        + " 'Alice'")));
    new Select(browser.findElement(By.id("f-status"))).selectByValue("failed");
    apply("status=failed");
    assertThat(browser.findElement(By.id("no-games")).getText()).isEqualTo("No games match.");
  }

  /**
   * Submits the filter form and waits until the browser shows the new list: the click starts a
   * navigation that may still be under way when it returns (seen on a cold server).
   */
  void apply(String inNewUrl) {
    browser.findElement(By.id("f-apply")).click();
    new WebDriverWait(browser, Duration.ofSeconds(30))
        .until(
            b ->
                b.getCurrentUrl().contains(inNewUrl)
                    && "complete"
                        .equals(
                            ((JavascriptExecutor) b).executeScript("return document.readyState")));
  }

  @Test
  void aGamePageShowsItsPictures() {
    long id = web.id("netplay-3.18-rollback.slp");
    open("/games/" + id);
    List<WebElement> imgs = browser.findElements(By.cssSelector(".pictures img"));
    assertThat(imgs).isNotEmpty();
    for (WebElement img : imgs) {
      Object width =
          ((JavascriptExecutor) browser)
              .executeScript("return arguments[0].complete ? arguments[0].naturalWidth : -1", img);
      assertThat(((Number) width).intValue())
          .as("picture %s loaded", img.getAttribute("src"))
          .isGreaterThan(100);
    }
    assertThat(browser.findElement(By.cssSelector(".pictures figcaption")).getText()).isNotBlank();
    open("/collection");
    assertThat(browser.findElements(By.cssSelector(".pictures img"))).isNotEmpty();
  }

  @Test
  void aPlayerNamedWithAScriptTagIsShownAsText() {
    open(
        "/player?format=teehistorian&name="
            + URLEncoder.encode(WebFixture.SCRIPT, StandardCharsets.UTF_8));
    assertThat(browser.findElement(By.id("player-name")).getText()).isEqualTo(WebFixture.SCRIPT);
    assertThatThrownBy(() -> browser.switchTo().alert())
        .isInstanceOf(NoAlertPresentException.class);
    assertThat(browser.findElements(By.tagName("script"))).isEmpty();
    open("/games?format=teehistorian");
    assertThat(browser.findElement(By.id("games")).getText()).contains(WebFixture.SCRIPT);
    assertThat(browser.findElements(By.tagName("script"))).isEmpty();
  }

  @Test
  void theApiAnswersMatchTheCatalog() {
    open("/api/games?size=200&sort=id&order=asc");
    Map<String, Object> page = MiniJson.object(browser.findElement(By.tagName("body")).getText());
    List<String> ids = new ArrayList<>();
    for (Object g : (List<?>) page.get("games")) ids.add(String.valueOf(((Map<?, ?>) g).get("id")));
    assertThat(ids)
        .isEqualTo(web.column("SELECT id FROM files WHERE format IS NOT NULL ORDER BY id"));
    open("/api/player?format=screp&name=Alice");
    Map<String, Object> alice = MiniJson.object(browser.findElement(By.tagName("body")).getText());
    assertThat(String.valueOf(alice.get("games")))
        .isEqualTo(
            web.column(
                    "SELECT count(DISTINCT file) FROM catalog_participants WHERE format = 'screp'"
                        + " AND name = 'Alice'")
                .get(0));
  }
}
